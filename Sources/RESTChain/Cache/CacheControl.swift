// CacheControl: the directives of a Cache-Control field, parsed as RFC 9111 §5.2 says.
import Foundation

/// The directives of one `Cache-Control` field value, request or response (RFC 9111 §5.2).
///
/// Names are case-insensitive; a value may be a token or a quoted string (`max-age="60"` is `max-age=60`);
/// unknown directives are ignored. A delta-seconds beyond 2³¹ reads as 2³¹ (§1.2.2). A directive given twice
/// keeps its most restrictive value (§4.2.1). A malformed `max-age` or `s-maxage` (`max-age=-1`,
/// `max-age=soon`) makes the response stale (§4.2.1); any other malformed directive is ignored.
struct CacheControl: Sendable, Hashable {
    var maxAge: Int?
    var sharedMaxAge: Int?
    /// `max-stale`: `Int.max` when it has no value (any staleness is acceptable).
    var maxStale: Int?
    var minFresh: Int?
    var staleWhileRevalidate: Int?
    var staleIfError: Int?
    var noCache = false
    var noStore = false
    var mustRevalidate = false
    var proxyRevalidate = false
    var isPrivate = false
    var isPublic = false
    var onlyIfCached = false
    var immutable = false
    /// Whether `max-age` or `s-maxage` was malformed, which makes the response stale.
    var hasInvalidFreshness = false

    /// The largest delta-seconds a cache needs to tell apart (RFC 9111 §1.2.2).
    static let deltaSecondsLimit = 2_147_483_648

    /// Parses `value`; `nil` or empty gives no directives.
    init(_ value: String?) {
        guard let value else { return }
        for item in Self.items(value) {
            let (name, argument) = Self.split(item)
            apply(name, argument)
        }
    }

    private mutating func apply(_ name: String, _ argument: String?) {
        switch name {
        case "max-age": merge(&maxAge, seconds(argument, freshness: true), keepingSmaller: true)
        case "s-maxage": merge(&sharedMaxAge, seconds(argument, freshness: true), keepingSmaller: true)
        case "max-stale": merge(&maxStale, argument == nil ? Int.max : seconds(argument), keepingSmaller: true)
        case "min-fresh": merge(&minFresh, seconds(argument), keepingSmaller: false)
        case "stale-while-revalidate": merge(&staleWhileRevalidate, seconds(argument), keepingSmaller: true)
        case "stale-if-error": merge(&staleIfError, seconds(argument), keepingSmaller: true)
        case "no-cache": noCache = true
        case "no-store": noStore = true
        case "must-revalidate": mustRevalidate = true
        case "proxy-revalidate": proxyRevalidate = true
        case "private": isPrivate = true
        case "public": isPublic = true
        case "only-if-cached": onlyIfCached = true
        case "immutable": immutable = true
        default: break
        }
    }

    /// A delta-seconds value; `nil` when malformed, which for a freshness directive makes the response stale.
    private mutating func seconds(_ argument: String?, freshness: Bool = false) -> Int? {
        guard let argument, !argument.isEmpty, argument.utf8.allSatisfy({ (48...57).contains($0) }) else {
            if freshness { hasInvalidFreshness = true }
            return nil
        }
        return Int(argument).map { min($0, Self.deltaSecondsLimit) } ?? Self.deltaSecondsLimit
    }

    private func merge(_ current: inout Int?, _ new: Int?, keepingSmaller: Bool) {
        guard let new else { return }
        guard let existing = current else {
            current = new
            return
        }
        current = keepingSmaller ? min(existing, new) : max(existing, new)
    }

    /// The comma-separated items of a field value, commas inside quoted strings kept.
    static func items(_ value: String) -> [Substring] {
        var items: [Substring] = []
        var start = value.startIndex
        var inQuotes = false
        var escaped = false
        for index in value.indices {
            let character = value[index]
            if escaped {
                escaped = false
            } else if character == "\\" && inQuotes {
                escaped = true
            } else if character == "\"" {
                inQuotes.toggle()
            } else if character == "," && !inQuotes {
                items.append(value[start..<index])
                start = value.index(after: index)
            }
        }
        items.append(value[start...])
        return items.map { $0.trimmingCharacters(in: .whitespaces)[...] }.filter { !$0.isEmpty }
    }

    /// An item's lower-cased name and its argument, unquoted.
    private static func split(_ item: Substring) -> (String, String?) {
        guard let equals = item.firstIndex(of: "=") else {
            return (item.lowercased(), nil)
        }
        let name = item[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
        return (name, unquoted(item[item.index(after: equals)...].trimmingCharacters(in: .whitespaces)))
    }

    /// `text` without its surrounding quotes and backslash escapes.
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return text }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if !escaped && character == "\\" {
                escaped = true
            } else {
                result.append(character)
                escaped = false
            }
        }
        return result
    }
}
