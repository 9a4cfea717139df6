// Sourced: a decoded value and where it came from — the network or the store.
import Foundation

/// A value an offline-fallback session returned, and whether the network or the store answered.
public struct Sourced<Value: Sendable>: Sendable {
    /// Where a value came from.
    public enum Source: Sendable, Hashable {
        /// The server answered; the value was saved in the store too.
        case network
        /// The network failed; the value is what the store held for this request.
        case store
    }

    /// The value.
    public let value: Value
    /// Where it came from.
    public let source: Source
    /// When it was fetched from the server: now for ``Source/network``, earlier for ``Source/store``.
    public let fetchedAt: Date
}

extension Sourced: Equatable where Value: Equatable {}
