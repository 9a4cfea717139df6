// EntityTag: strong and weak comparison of ETag values (RFC 9110 §8.8.3.2).
import Foundation

/// Compares entity tags as RFC 9110 §8.8.3.2 says.
enum EntityTag {
    /// Strong comparison: neither tag is weak and their opaque tags are equal.
    static func strongMatch(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (lhs.trimmingCharacters(in: .whitespaces), rhs.trimmingCharacters(in: .whitespaces))
        return !isWeak(left) && !isWeak(right) && left == right
    }

    /// Weak comparison: the opaque tags are equal, whether or not either is weak.
    static func weakMatch(_ lhs: String, _ rhs: String) -> Bool {
        opaque(lhs) == opaque(rhs)
    }

    static func isWeak(_ tag: String) -> Bool { tag.hasPrefix("W/") }

    private static func opaque(_ tag: String) -> String {
        let trimmed = tag.trimmingCharacters(in: .whitespaces)
        return isWeak(trimmed) ? String(trimmed.dropFirst(2)) : trimmed
    }
}
