// CachePolicy: how one request uses the client's HTTP cache.
import Foundation

/// How one request uses the client's ``HTTPCache``; set it with `cachePolicy(_:)` on a session.
///
/// ```swift
/// let fresh = try await api.get("users/2").cachePolicy(.reload).decode(type: User.self)
/// let offline = try await api.get("users/2").cachePolicy(.onlyIfCached).decode(type: User.self)
/// ```
/// The cases match the request modes of OkHttp and the Fetch standard.
public enum CachePolicy: String, Sendable, Hashable, CaseIterable {
    /// RFC 9111: a fresh stored response answers, a stale one is revalidated, anything storable is stored.
    case `default`
    /// Never read from nor write to the cache.
    case noStore
    /// Go to the network without a conditional request, and store the answer.
    case reload
    /// Always revalidate a stored response with the origin, even a fresh one.
    case noCache
    /// Answer with any stored response, fresh or stale, without revalidating; go to the network on a miss.
    case forceCache
    /// Answer with any stored response, fresh or stale; on a miss fail with a `504` ``RESTError/httpStatus(_:)``
    /// and never touch the network.
    case onlyIfCached
    /// Ignore the HTTP caching rules: store every `200` (even `no-store`), answer with any stored response.
    ///
    /// Credentials still decide: a shared cache never stores a response to a credentialed request this way.
    case ignoringRules
}

/// Where an answer came from.
public enum CacheStatus: String, Sendable, Hashable, CaseIterable {
    /// A fresh stored response answered; nothing was sent.
    case hit
    /// A stale stored response answered: `forceCache`, `onlyIfCached`, `max-stale`, `stale-while-revalidate`
    /// (a background revalidation was started) or `stale-if-error` (the origin failed).
    case stale
    /// The origin confirmed the stored response with a `304 Not Modified`; the stored body answered.
    case revalidated
    /// The cache had nothing usable; the origin's answer came back (and was stored if allowed).
    case miss
    /// The cache took no part: none configured, the `noStore` policy, or a method it does not answer.
    case bypassed
}
