// WordPress.DiscoveredSite: what discovery found — the API root, the index, and how the site lets apps sign in.
import Foundation
import RESTChain

extension WordPress {
    /// A site found by ``WordPress/discover(site:transport:)``.
    public struct DiscoveredSite: Sendable {
        /// The REST API root, such as `https://example.com/wp-json/` or `https://example.com/?rest_route=/`.
        public let apiRoot: URL
        /// The site's index: name, namespaces, routes and authentication methods.
        public let index: SiteIndex
        /// The URL that answered last, after redirects.
        public let finalURL: URL

        /// The page where a user approves an application password (`/wp-admin/authorize-application.php`), as
        /// the index advertises it; `nil` when the site does not offer application passwords.
        public var authorizationEndpoint: URL? {
            guard
                let endpoint = index.authentication?["application-passwords"]?["endpoints"]?["authorization"]?
                    .stringValue
            else { return nil }
            return URL(string: endpoint)
        }

        /// Why the site will not hand out an application password, or `nil` when it will.
        ///
        /// WordPress offers application passwords only over HTTPS (or on a site whose environment type is
        /// `local`), and a plugin can turn them off; either way the index leaves the method out.
        public var applicationPasswordRefusal: SignInRefusal? {
            guard authorizationEndpoint == nil else { return nil }
            return finalURL.scheme == "https" ? .applicationPasswordsDisabled : .notHTTPS
        }
    }
}
