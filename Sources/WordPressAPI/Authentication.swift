// WordPress.Authentication: Application Passwords or a bearer token.
import Foundation
import RESTChain

extension WordPress {
    /// How requests sign in, for private data and writes.
    ///
    /// Both travel in `Authorization`; on a site whose web server takes that header for its own HTTP Basic auth,
    /// sign in with a ``CookieSession`` and the server's `PasswordCredentials` instead.
    public enum Authentication: Sendable, Hashable {
        /// An Application Password (WordPress 5.6+), sent as HTTP Basic. Spaces in the password are fine.
        case applicationPassword(user: String, password: String)
        /// A bearer token from an authentication plugin (JWT, OAuth).
        case bearer(token: String)

        /// The `Authorization` header value.
        public var headerValue: String {
            switch self {
            case .applicationPassword(let user, let password):
                PasswordCredentials(user: user, password: password).basicHeaderValue
            case .bearer(let token):
                "Bearer \(token)"
            }
        }
    }
}
