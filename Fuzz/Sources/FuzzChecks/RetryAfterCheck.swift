// RetryAfterCheck: Retry-After values (RFC 9110 §10.2.3), delay-seconds or an HTTP date, read to a bounded pause.
import Foundation
@_spi(Fuzzing) import RESTChain

/// Reads the input as a `Retry-After` value at a fixed instant: the pause is never negative nor past 10⁹ s,
/// whole seconds read as themselves, and a date reads as the time until it.
enum RetryAfterCheck {
    static let now = Date(timeIntervalSince1970: 1_765_000_000)

    static func check(_ data: Data) throws(Finding) {
        let value = text(data)
        guard let delay = FuzzingSurface.retryAfter(value, now: now) else { return }
        try require(delay >= .zero && delay <= .seconds(1e9), "\(quoted(value)) asks for \(delay)")
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (48...57).contains($0) }), trimmed.utf8.count < 9 {
            try require(delay == .seconds(Int(trimmed)!), "\(quoted(value)) asks for \(delay)")
        } else if let date = FuzzingSurface.httpDate(trimmed), !trimmed.utf8.allSatisfy({ (48...57).contains($0) }) {
            let expected = max(0, min(date.timeIntervalSince(now), 1e9))
            try require(delay == .seconds(expected), "\(quoted(value)) asks for \(delay), not \(expected) s")
        }
    }
}
