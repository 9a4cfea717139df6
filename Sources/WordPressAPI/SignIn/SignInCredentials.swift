// WordPress.SignInCredentials: the user and application password the authorization flow handed over.
import Foundation
import RESTChain

extension WordPress {
    /// The credentials of an approved authorization: use them as ``Authentication/applicationPassword(user:password:)``.
    ///
    /// The description hides the password, so logging the value leaks nothing.
    public struct SignInCredentials: Sendable, Hashable, CustomStringConvertible {
        /// The site that issued them (`site_url`), when the callback said.
        public let siteURL: URL?
        /// The user's login name.
        public let user: String
        /// The application password.
        public let password: String

        /// Creates credentials.
        public init(siteURL: URL?, user: String, password: String) {
            self.siteURL = siteURL
            self.user = user
            self.password = password
        }

        /// The authentication to give ``WordPress/init(route:namespace:authentication:transport:)``.
        public var authentication: Authentication { .applicationPassword(user: user, password: password) }

        /// The user and site, the password hidden.
        public var description: String { "\(user) at \(siteURL?.absoluteString ?? "a site") (password hidden)" }
    }
}
