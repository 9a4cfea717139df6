// CacheControl: the directives of a Cache-Control field, parsed as RFC 9111 §5.2 says.
import Foundation

/// The directives of one `Cache-Control` field value, request or response (RFC 9111 §5.2).
///
/// Names are case-insensitive; a value may be a token or a quoted string (`max-age="60"` is `max-age=60`);
/// unknown directives are ignored. A delta-seconds is digits alone (§1.2.2), and one beyond 2³¹ reads as 2³¹.
/// A directive given twice keeps its most restrictive value (§4.2.1). A malformed `max-age` or `s-maxage`
/// makes the response stale (§4.2.1): junk (`100a`, `a100`), a sign or a decimal point (`-1`, `1.5`), spaces
/// around `=` (the grammar has none, §5.2), no value, or two different values. Any other malformed directive
/// is ignored.
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
    /// `must-understand`: store only where the status code's caching rules are known (RFC 9111 §5.2.2.3).
    var mustUnderstand = false
    /// Whether `max-age` or `s-maxage` was malformed, which makes the response stale.
    var hasInvalidFreshness = false

    /// The largest delta-seconds a cache needs to tell apart (RFC 9111 §1.2.2).
    static let deltaSecondsLimit = 2_147_483_648

    /// Whether a response with `statusCode` and these directives must not be stored (RFC 9111 §5.2.2.3, §5.2.2.5).
    ///
    /// `must-understand` lets a cache that knows the status code's rules store the response in spite of
    /// `no-store` (which is there for caches that do not), and forbids storing it anywhere else.
    func forbidsStoring(statusCode: Int) -> Bool {
        guard mustUnderstand else { return noStore }
        return !StoredResponse.understoodStatusCodes.contains(statusCode)
    }

    /// Parses `value`; `nil` or empty gives no directives.
    init(_ value: String?) {
        guard let value else { return }
        for item in Self.items(value) {
            let (name, argument, isWellFormed) = Self.split(item)
            if isWellFormed {
                apply(name, argument)
            } else if Self.freshnessDirectives.contains(name) {
                hasInvalidFreshness = true
            } else if !Self.valueDirectives.contains(name) {
                apply(name, nil)
            }
        }
    }

    /// The directives whose malformed value makes a response stale.
    private static let freshnessDirectives: Set<String> = ["max-age", "s-maxage"]
    /// The other directives that take a value, ignored when it is malformed.
    private static let valueDirectives: Set<String> = [
        "max-stale", "min-fresh", "stale-while-revalidate", "stale-if-error",
    ]

    private mutating func apply(_ name: String, _ argument: String?) {
        switch name {
        case "max-age": maxAge = merged(freshness: maxAge, seconds(argument, freshness: true))
        case "s-maxage": sharedMaxAge = merged(freshness: sharedMaxAge, seconds(argument, freshness: true))
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
        case "must-understand": mustUnderstand = true
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

    /// A second, different `max-age` or `s-maxage` leaves no way to tell which the server meant: stale (§4.2.1).
    private mutating func merged(freshness current: Int?, _ new: Int?) -> Int? {
        if let current, let new, current != new { hasInvalidFreshness = true }
        var merged = current
        merge(&merged, new, keepingSmaller: true)
        return merged
    }

    private func merge(_ current: inout Int?, _ new: Int?, keepingSmaller: Bool) {
        guard let new else { return }
        guard let existing = current else {
            current = new
            return
        }
        current = keepingSmaller ? min(existing, new) : max(existing, new)
    }

    /// The comma-separated items of a field value, commas inside quoted strings kept, each without the spaces and
    /// tabs around it (HTTP's optional whitespace), empty ones dropped.
    ///
    /// Read by Unicode scalar, not by character: a comma or a space followed by a combining mark is still a comma
    /// or a space to HTTP, where a `Character` would join them. Sliced, never bridged through `NSString`: every
    /// response's `Cache-Control` is read here.
    static func items(_ value: String) -> [Substring] {
        let scalars = value.unicodeScalars
        var items: [Substring] = []
        var start = scalars.startIndex
        var inQuotes = false
        var escaped = false
        for index in scalars.indices {
            let scalar = scalars[index]
            if escaped {
                escaped = false
            } else if scalar == "\\" && inQuotes {
                escaped = true
            } else if scalar == "\"" {
                inQuotes.toggle()
            } else if scalar == "," && !inQuotes {
                items.append(trimmingWhitespace(scalars[start..<index]))
                start = scalars.index(after: index)
            }
        }
        items.append(trimmingWhitespace(scalars[start...]))
        return items.filter { !$0.isEmpty }
    }

    /// `item` without the spaces and tabs around it.
    private static func trimmingWhitespace(_ item: Substring.UnicodeScalarView) -> Substring {
        let isSpace = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        guard let first = item.firstIndex(where: { !isSpace($0) }), let last = item.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return Substring(item[first...last])
    }

    /// An item's lower-cased name, its argument unquoted, and whether the item has no space around its `=`.
    private static func split(_ item: Substring) -> (name: String, argument: String?, isWellFormed: Bool) {
        guard let equals = item.firstIndex(of: "=") else {
            return (item.lowercased(), nil, true)
        }
        let rawName = item[..<equals]
        let rawArgument = item[item.index(after: equals)...]
        let spaced = rawName.last.map(\.isWhitespace) == true || rawArgument.first.map(\.isWhitespace) == true
        let name = rawName.trimmingCharacters(in: .whitespaces).lowercased()
        return (name, unquoted(rawArgument.trimmingCharacters(in: .whitespaces)), !spaced)
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
