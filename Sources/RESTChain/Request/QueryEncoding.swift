// QueryEncoding: strict percent-encoding of query items and form bodies.
import Foundation

/// Percent-encoding for query strings and `application/x-www-form-urlencoded` bodies.
///
/// Only unreserved characters (`A-Z a-z 0-9 - . _ ~`) and `,` pass unescaped, so `&`, `=`, `+`, spaces and
/// every non-ASCII character arrive at the server exactly as given.
public enum QueryEncoding {
    private static let encoder = PercentEncoder(
        allowing: PercentEncoder.unreserved + ","
    )

    /// Escapes one name or value.
    public static func escape(_ text: String) -> String {
        encoder.encode(text)
    }

    /// Joins items as `name=value&…`; an item without a value is written as its name alone.
    public static func encode(_ items: [URLQueryItem]) -> String {
        var query = ""
        append(items, to: &query)
        return query
    }

    /// Appends the items to `text` as ``encode(_:)`` joins them, building no string per item.
    static func append(_ items: [URLQueryItem], to text: inout String) {
        for (offset, item) in items.enumerated() {
            if offset > 0 { text.append("&") }
            text.append(escape(item.name))
            if let value = item.value {
                text.append("=")
                text.append(escape(value))
            }
        }
    }

    /// The items of a query string, percent-decoded, `+` read as a space; `nil` when there is no query.
    public static func decode(_ query: String?) -> [URLQueryItem] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let unescape = { (text: Substring) in
                text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
            }
            return URLQueryItem(name: unescape(parts[0]), value: parts.count > 1 ? unescape(parts[1]) : nil)
        }
    }
}
