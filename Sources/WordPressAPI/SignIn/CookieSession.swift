// WordPress.CookieSession: a browser's sign-in — wp-login.php's cookies and the REST nonce they need, renewed once
// when WordPress refuses it.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension WordPress {
    /// Signs requests in the way WordPress's own pages do: with the login cookies of `wp-login.php` and the REST
    /// nonce (`X-WP-Nonce`) WordPress asks of every request that carries them.
    ///
    /// A nonce lives a day at most and ends with the login session it was made for. When WordPress refuses it
    /// (`403 rest_cookie_invalid_nonce`), the session's `Authenticator` asks the site for a new one
    /// (`wp-admin/admin-ajax.php?action=rest-nonce`) once for every request refused with it at the same time, and
    /// sends each of them once more.
    /// ```swift
    /// let session = try await WordPress.CookieSession.logIn(
    ///     site: URL(string: "https://example.com")!, user: "editor", password: password)
    /// let wp = try WordPress(route: "https://example.com/wp-json", session: session)
    /// ```
    /// The cookies go only to the site's own origin; a redirect elsewhere drops them with the nonce.
    ///
    /// A site behind its web server's HTTP Basic auth gets the server's `PasswordCredentials` in `Authorization` on
    /// every request: the login, the nonce and the REST API's. WordPress checks the login cookie before it tries
    /// `Authorization` as an application password, so the session's requests are the user's; a request whose
    /// cookies WordPress no longer knows may then be refused as a wrong application password (`401
    /// invalid_username`), which the session answers as it answers a refused nonce: it asks for a new one, and
    /// fails with ``SignInRefusal/loggedOut``.
    public struct CookieSession: Sendable, CustomStringConvertible {
        /// The site's home, where `wp-login.php` and `wp-admin/` live.
        public let site: URL
        /// The login cookies, to keep for a later ``init(site:cookies:nonce:serverCredentials:transport:)``; secrets,
        /// as a password is.
        public let cookies: [HTTPCookie]
        /// The REST nonces: the current one, renewed when WordPress refuses it.
        public let nonces: TokenStore
        /// The web server's own HTTP Basic credentials, sent with every request to the site's host; `nil` for a site
        /// whose server asks none.
        public let serverCredentials: PasswordCredentials?
        /// The `Cookie` field every request to the site carries.
        let cookieField: String

        /// Resumes a session whose login cookies you already hold, such as those a web view signed in with.
        ///
        /// - Parameters:
        ///   - site: The site's home, such as `https://example.com`.
        ///   - cookies: The site's cookies: `wordpress_logged_in_…` at least.
        ///   - nonce: A REST nonce made for these cookies; `nil` to ask the site for one before the first request.
        ///   - serverCredentials: The web server's own HTTP Basic credentials, for a site behind them; none by
        ///     default.
        ///   - transport: Where the nonce requests go; the network by default.
        public init(
            site: URL, cookies: [HTTPCookie], nonce: String? = nil, serverCredentials: PasswordCredentials? = nil,
            transport: any Transport = ClientConfiguration.defaultTransport
        ) {
            let field = Self.cookieField(of: cookies)
            self.site = site
            self.cookies = cookies
            self.cookieField = field
            self.serverCredentials = serverCredentials
            self.nonces = TokenStore(token: nonce) {
                try await Self.nonce(
                    site: site, cookieField: field, serverCredentials: serverCredentials, transport: transport)
            }
        }

        /// The adapters that sign a client's requests: the web server's credentials when there are some, the
        /// cookies, then the nonce.
        public var adapters: [any RequestAdapter] {
            let origin = site
            let field = cookieField
            let behindServerAuthentication = serverCredentials != nil
            let cookies = ClosureAdapter { request in
                guard let url = request.url, Self.sameOrigin(url, origin) else { return request }
                var signed = request
                signed.setValue(field, forHTTPHeaderField: "Cookie")
                return signed
            }
            let nonce = Authenticator(tokens: nonces, header: "X-WP-Nonce", scheme: nil) { response in
                guard let code = APIError.code(in: response) else { return false }
                // Behind Basic auth, cookies WordPress does not know leave it the server's credentials to try as an
                // application password, and their refusal: the session's cue, as a refused nonce is.
                return response.statusCode == 403 && code == .cookieInvalidNonce
                    || behindServerAuthentication && response.statusCode == 401
                        && FailureReason.rejectedCodes.contains(code)
            }
            let signing = serverCredentials.map { [$0.adapter(forHost: origin.host)] } ?? []
            return signing + [cookies, nonce]
        }

        /// The `Cookie` field that sends `cookies`: one of each name, as WordPress sets its auth cookie twice (for
        /// two paths) and one site needs it once.
        static func cookieField(of cookies: [HTTPCookie]) -> String {
            var names = Set<String>()
            return cookies.filter { names.insert($0.name).inserted }.map { "\($0.name)=\($0.value)" }
                .joined(separator: "; ")
        }

        /// Whether two URLs share scheme, host and port (a missing port is the scheme's own).
        static func sameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
            func origin(_ url: URL) -> [String?] {
                let scheme = url.scheme?.lowercased()
                let port = url.port ?? (scheme == "https" ? 443 : 80)
                return [scheme, url.host?.lowercased(), String(port)]
            }
            return origin(lhs) == origin(rhs)
        }

        /// The site, the cookies and nonce hidden.
        public var description: String { "signed in to \(site.absoluteString) (cookies and nonce hidden)" }
    }
}
