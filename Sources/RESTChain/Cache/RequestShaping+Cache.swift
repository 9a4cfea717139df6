// Caching for sessions and clients: a session's cache policy and a client's cache statistics.
import Foundation

extension RequestShaping {
    /// Uses the client's ``HTTPCache`` as `policy` says for this request.
    ///
    /// ```swift
    /// let fresh = try await api.get("users/2").cachePolicy(.reload).decode(type: User.self)
    /// ```
    public func cachePolicy(_ policy: CachePolicy) -> Self {
        var copy = self
        copy.request.cachePolicy = policy
        return copy
    }
}

extension RESTClient {
    /// What the client's ``HTTPCache`` has done so far; empty when the client has none.
    public var cacheStatistics: CacheStatistics {
        get async { await configuration.cache?.statistics ?? CacheStatistics() }
    }
}
