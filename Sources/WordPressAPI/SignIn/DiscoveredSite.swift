// WordPress.DiscoveredSite: what discovery found — the API root, the index, and how the site lets apps sign in.
import Foundation
import RESTChain

extension WordPress {
    /// A site found by ``WordPress/discover(site:allowingHTTP:timeout:serverCredentials:transport:)``.
    public struct DiscoveredSite: Sendable {
        /// The REST API root, such as `https://example.com/wp-json/` or `https://example.com/?rest_route=/`.
        public let apiRoot: URL
        /// The site's index: name, namespaces, routes and authentication methods.
        public let index: SiteIndex
        /// The URL that answered last, after redirects.
        public let finalURL: URL
        /// The addresses discovery tried, in order, the one that found the API last.
        public let attempts: [DiscoveryAttempt]

        /// Creates a discovered site.
        public init(apiRoot: URL, index: SiteIndex, finalURL: URL, attempts: [DiscoveryAttempt] = []) {
            self.apiRoot = apiRoot
            self.index = index
            self.finalURL = finalURL
            self.attempts = attempts
        }

        /// Whether the site answered from a local development host (`localhost`, `*.local`, `*.test`, `127.x`…),
        /// which a phone or another machine cannot reach.
        public var isLocalDevelopment: Bool { WordPress.isLocalDevelopment(host: finalURL.host ?? "") }

        /// The security plugins known to block application passwords whose namespaces the index lists.
        public var blockingPlugins: [BlockingPlugin] { BlockingPlugin.listed(in: index.namespaces) }

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
        /// `local`), and a plugin can turn them off; either way the index leaves the method out. When the index
        /// lists a known security plugin's namespace, the refusal names it.
        public var applicationPasswordRefusal: SignInRefusal? {
            guard authorizationEndpoint == nil else { return nil }
            let plugins = blockingPlugins
            // Over http, WordPress offers none unless the environment is `local`: blame a plugin only there.
            if finalURL.scheme != "https" && (plugins.isEmpty || !isLocalDevelopment) { return .notHTTPS }
            return plugins.isEmpty ? .applicationPasswordsDisabled : .blockedBySecurityPlugins(plugins)
        }
    }
}
