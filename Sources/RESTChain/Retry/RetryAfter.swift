// RetryAfter: reads the Retry-After header, as delay-seconds or as an HTTP date (RFC 9110 §10.2.3).
import Foundation

/// The pause a response's `Retry-After` header asks for.
enum RetryAfter {
    /// The pause `headers` ask for at `now`: delay-seconds (`120`), or the time until an HTTP date in any of
    /// the three forms of RFC 9110 §5.6.7 (a date already past asks for none); `nil` without a readable header.
    static func delay(in headers: HTTPHeaders, now: Date) -> Duration? {
        guard let text = headers["Retry-After"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return nil
        }
        if text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let seconds = Double(text) {
            guard seconds.isFinite, seconds >= 0 else { return nil }
            return .seconds(min(seconds, 1e9))
        }
        guard let date = HTTPDate.parse(text) else { return nil }
        return .seconds(max(0, min(date.timeIntervalSince(now), 1e9)))
    }
}
