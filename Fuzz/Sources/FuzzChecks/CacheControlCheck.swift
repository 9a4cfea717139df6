// CacheControlCheck: Cache-Control values (RFC 9111 §5.2) read into directives within their bounds.
import Foundation
@_spi(Fuzzing) import RESTChain

/// Reads the input as a `Cache-Control` value: every delta-seconds is within `0...deltaSecondsLimit` (`max-stale`
/// alone may be unbounded), no item is empty or has a space or tab at either end, and the items written back
/// joined by `, ` read to the same directives.
enum CacheControlCheck {
    static func check(_ data: Data) throws(Finding) {
        let value = text(data)
        let directives = FuzzingSurface.cacheControl(value)
        for child in Mirror(reflecting: directives.base).children {
            guard let seconds = child.value as? Int?, let seconds else { continue }
            let bound = child.label == "maxStale" ? Int.max : FuzzingSurface.deltaSecondsLimit
            try require((0...bound).contains(seconds), "\(child.label ?? "?") is \(seconds)")
        }
        let items = FuzzingSurface.cacheControlItems(value)
        for item in items {
            // HTTP's optional whitespace is spaces and tabs alone (RFC 9110 §5.6.3), compared by Unicode scalar.
            let isSpace = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
            let trimmed = [item.unicodeScalars.first, item.unicodeScalars.last].allSatisfy { $0.map(isSpace) == false }
            try require(trimmed, "item \(quoted(item))")
        }
        let rejoined = items.joined(separator: ", ")
        try require(
            FuzzingSurface.cacheControl(rejoined) == directives,
            "\(quoted(value)) rejoined as \(quoted(rejoined)) reads differently")
    }
}
