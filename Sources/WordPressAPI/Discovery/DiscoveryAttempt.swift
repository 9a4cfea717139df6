// WordPress.DiscoveryAttempt: one address discovery tried, and what answered there.
import Foundation
import RESTChain

extension WordPress {
    /// One address ``WordPress/discover(site:allowingHTTP:timeout:serverCredentials:transport:)`` tried, and what
    /// came of it.
    public struct DiscoveryAttempt: Sendable, Hashable, CustomStringConvertible {
        /// Which repair of the typed address this attempt is.
        public enum Kind: Sendable, Hashable, CustomStringConvertible {
            /// The address as typed (`https://` put in front when it had no scheme).
            case asTyped
            /// The typed `http` address over `https`.
            case https
            /// The address over plain `http`; tried only when asked.
            case http
            /// The address without its `/wp-admin…` part.
            case withoutAdminPath
            /// The address without its `/wp-login.php…` part.
            case withoutLoginPage

            /// The repair in a few words.
            public var description: String {
                switch self {
                case .asTyped: "as typed"
                case .https: "over https"
                case .http: "over http"
                case .withoutAdminPath: "without /wp-admin"
                case .withoutLoginPage: "without /wp-login.php"
                }
            }
        }

        /// What the address answered.
        public enum Outcome: Sendable, Hashable {
            /// A WordPress REST API, at this root.
            case found(apiRoot: URL)
            /// Nothing answered: no network, an unknown host, a refused connection, a TLS failure, a timeout.
            case unreachable(FailureReason, detail: String)
            /// The page answered with a status that is no page: `401` without an HTTP Basic challenge (which
            /// ``FailureReason/authenticationRequired`` names), `403`, `5xx`…
            case refused(status: Int, reason: FailureReason)
            /// Something answered, but no WordPress REST API: why not, in a sentence.
            case notWordPress(String)
            /// The site's web server asks its own HTTP Basic auth before WordPress runs (a `401` with
            /// `WWW-Authenticate: Basic`, here with its realm), and none was given: discover again with the
            /// server's `PasswordCredentials`.
            case serverAuthenticationRequired(realm: String)
            /// The site's web server refused the `PasswordCredentials` given: its HTTP Basic challenge came again.
            case serverCredentialsRejected(realm: String)
            /// WordPress's REST API answers at this root, but to signed-in requests only: a `401` with WordPress's
            /// `code`. Behind a web server's Basic auth that is most often `invalid_username` (WordPress tried the
            /// server's credentials as an application password, as some versions and plugins do for every visitor);
            /// a ``CookieSession`` signs in, and its requests read the index (``WordPress/index()``).
            case signInRequired(apiRoot: URL, code: ErrorCode)
        }

        /// Which repair this is.
        public let kind: Kind
        /// The address tried.
        public let url: URL
        /// What answered.
        public let outcome: Outcome

        /// Creates an attempt's record.
        public init(kind: Kind, url: URL, outcome: Outcome) {
            self.kind = kind
            self.url = url
            self.outcome = outcome
        }

        /// Whether the address's host is a local development one (``WordPress/isLocalDevelopment(host:)``).
        public var isLocalDevelopment: Bool { WordPress.isLocalDevelopment(host: url.host ?? "") }

        /// ` (realm "Staging")`, or nothing for a challenge without a realm.
        private static func naming(_ realm: String) -> String { realm.isEmpty ? "" : " (realm \"\(realm)\")" }

        /// `https://example.com (as typed): not WordPress: …`, in one line.
        public var description: String {
            let head = "\(url.absoluteString) (\(kind))"
            switch outcome {
            case .found(let root): return "\(head): WordPress REST API at \(root.absoluteString)"
            case .unreachable(let reason, let detail): return "\(head): \(reason): \(detail)"
            case .refused(let status, let reason): return "\(head): HTTP \(status) (\(reason))"
            case .notWordPress(let why): return "\(head): not a WordPress API: \(why)"
            case .serverAuthenticationRequired(let realm):
                return "\(head): the site's server asks HTTP Basic auth\(Self.naming(realm)): give its credentials"
            case .serverCredentialsRejected(let realm):
                return "\(head): the site's server refused its HTTP Basic credentials\(Self.naming(realm))"
            case .signInRequired(let root, let code):
                return "\(head): WordPress REST API at \(root.absoluteString), which answers only signed-in "
                    + "requests (HTTP 401 \(code.rawValue)): sign in with a cookie session"
            }
        }
    }
}
