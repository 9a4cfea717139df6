// RetryPolicy+Pause: the pause before the next attempt, or none when the policy says stop.
import Foundation

extension RetryPolicy {
    /// The pause before the attempt after `attempt`, which ended with `response` (`nil` for a transport
    /// failure) `elapsed` after the first attempt began; `nil` when the policy allows no further attempt.
    ///
    /// The server's `Retry-After` is honoured as it is, unless it is longer than ``maximumDelay``: then there is
    /// no further attempt. Without it the pause is drawn from `generator` between zero and ``baseDelay`` times
    /// 2^(attempt − 1), at most ``maximumDelay``. A pause that would end past ``timeBudget`` is not taken.
    ///
    /// ```swift
    /// var random = SystemRandomNumberGenerator()
    /// let pause = RetryPolicy.default.delay(after: response, attempt: 1, elapsed: .seconds(2), using: &random)
    /// ```
    public func delay(
        after response: RESTResponse?,
        attempt: Int,
        elapsed: Duration = .zero,
        using generator: inout some RandomNumberGenerator
    ) -> Duration? {
        guard attempt < maximumAttempts else { return nil }
        let pause: Duration
        if let asked = response.flatMap({ RetryAfter.delay(in: $0.headers, now: Date()) }) {
            guard asked <= maximumDelay else { return nil }
            pause = asked
        } else {
            let ceiling = min(baseDelay * (1 << min(max(attempt - 1, 0), 30)), maximumDelay)
            // A fraction in 0...1 from one draw: the standard library's `random(in:using:)` rejects and draws
            // again, which never ends with a generator that repeats one value.
            pause = ceiling * (Double(generator.next() >> 11) / Double((1 as UInt64) << 53 - 1))
        }
        if let timeBudget, elapsed + pause > timeBudget { return nil }
        return pause
    }

    /// ``delay(after:attempt:elapsed:using:)`` drawing from the system's random number generator.
    public func delay(after response: RESTResponse?, attempt: Int, elapsed: Duration = .zero) -> Duration? {
        var generator = SystemRandomNumberGenerator()
        return delay(after: response, attempt: attempt, elapsed: elapsed, using: &generator)
    }
}
