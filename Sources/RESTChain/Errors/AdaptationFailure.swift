// AdaptationFailure: a request adapter that threw, named with its error.
import Foundation

/// A request adapter that failed to prepare a request.
public struct AdaptationFailure: Sendable {
    /// The adapter's type name, such as `TokenAdapter`.
    public let adapter: String
    /// The adapter's error, described in one line.
    public let reason: String
    /// The error the adapter threw.
    public let underlying: any Error & Sendable

    /// Creates the failure of `adapter` with the error it threw.
    public init(adapter: String, underlying: any Error & Sendable) {
        self.adapter = adapter
        self.reason = String(describing: underlying)
        self.underlying = underlying
    }
}
