// HTTPCache.Mode: a client's own private cache, or a shared one that serves many users.
import Foundation

extension HTTPCache {
    /// Whose responses the cache keeps (RFC 9111 §1).
    public enum Mode: String, Sendable, Hashable {
        /// One user's cache, the default: `private` responses and responses to credentialed requests are stored.
        case `private`
        /// A cache for many users, as on a server: honours `s-maxage` and `proxy-revalidate`, never stores a
        /// `private` response, a `Set-Cookie`, or a response to a request with credentials in its query; a
        /// response to a request with `Authorization` only when `public`, `s-maxage` or `must-revalidate`
        /// allows it (§3.5).
        case shared
    }
}
