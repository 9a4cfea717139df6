// PathEscaping: percent-escaping for whole paths and for single path segments.
import Foundation

/// Percent-escaping for URL paths.
///
/// ``escape(_:)`` keeps `/` and existing `%XX` escapes, so `"users/2"` stays a two-segment path.
/// ``escapeSegment(_:)`` escapes `/` too, for a value that must stay one segment, such as a user name.
public enum PathEscaping {
    private static let pathAllowed: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.insert("%")
        allowed.remove(";")
        return allowed
    }()

    private static let segmentAllowed: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove("/")
        allowed.remove(";")
        return allowed
    }()

    /// Escapes the characters a path cannot hold, keeping `/` and existing `%XX` escapes.
    public static func escape(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: pathAllowed) ?? path
    }

    /// Escapes a value so that it stays one path segment: `/`, `?`, `#`, `%` and spaces are escaped.
    public static func escapeSegment(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? value
    }
}
