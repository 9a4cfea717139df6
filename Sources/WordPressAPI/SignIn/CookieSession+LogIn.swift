// WordPress.CookieSession's two requests: a login through wp-login.php, and a REST nonce from admin-ajax.php.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension WordPress.CookieSession {
    /// Logs `user` in through the site's `wp-login.php`, as its login form does, and asks for a first nonce.
    ///
    /// - Parameters:
    ///   - site: The site's home, such as `https://example.com`.
    ///   - user: The login name or email address.
    ///   - password: The user's password (not an application password: WordPress refuses those here).
    ///   - serverCredentials: The web server's own HTTP Basic credentials, for a site behind them; none by default.
    ///   - transport: Where the requests go; the network by default.
    /// - Returns: The signed-in session, with its nonce.
    /// - Throws: ``WordPress/SignInFailure/refused(_:)`` with ``WordPress/SignInRefusal/loginRejected`` when the
    ///   site set no login cookie, ``WordPress/SignInRefusal/serverAuthenticationRequired`` or
    ///   ``WordPress/SignInRefusal/serverCredentialsRejected`` when its web server asks HTTP Basic auth;
    ///   ``WordPress/SignInFailure/request(_:)`` when a request failed.
    public static func logIn(
        site: URL, user: String, password: String, serverCredentials: PasswordCredentials? = nil,
        transport: any Transport = ClientConfiguration.defaultTransport
    ) async throws(WordPress.SignInFailure) -> Self {
        let login = site.appending(path: "wp-login.php")
        var request = URLRequest(url: login)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        // The test cookie proves the browser keeps cookies; `interim-login` answers 200 instead of redirecting
        // to the dashboard, so the login cookies arrive in the answer the transport returns.
        request.setValue("wordpress_test_cookie=WP%20Cookie%20check", forHTTPHeaderField: "Cookie")
        request.httpBody = Data(
            form([("log", user), ("pwd", password), ("testcookie", "1"), ("interim-login", "1")]).utf8)
        let answer: RESTResponse
        do {
            answer = try await send(request, for: site, signedBy: serverCredentials, with: transport)
        } catch {
            throw .request(error)
        }
        if let refusal = serverRefusal(of: answer, signedBy: serverCredentials) { throw .refused(refusal) }
        let cookies = HTTPCookie.cookies(
            withResponseHeaderFields: answer.headers["Set-Cookie"].map { ["Set-Cookie": $0] } ?? [:], for: login)
        guard cookies.contains(where: { $0.name.hasPrefix("wordpress_logged_in_") }) else {
            throw .refused(.loginRejected)
        }
        let nonce: String
        do {
            nonce = try await Self.nonce(
                site: site, cookieField: cookieField(of: cookies), serverCredentials: serverCredentials,
                transport: transport)
        } catch let error as WordPress.SignInRefusal {
            throw .refused(error)
        } catch {
            throw .request(RESTError(error))
        }
        return Self(
            site: site, cookies: cookies, nonce: nonce, serverCredentials: serverCredentials, transport: transport)
    }

    /// How long each of the session's own requests may take.
    static let requestTimeout: Duration = .seconds(30)

    /// A new REST nonce for the login session `cookieField` holds, from `admin-ajax.php?action=rest-nonce`.
    ///
    /// - Throws: ``WordPress/SignInRefusal/loggedOut`` when the site answers as to a visitor: the login session
    ///   ended or was never valid; the refusal of a web server's HTTP Basic challenge; a `RESTError` when the
    ///   request failed.
    static func nonce(
        site: URL, cookieField: String, serverCredentials: PasswordCredentials?, transport: any Transport
    ) async throws -> String {
        var request = URLRequest(
            url: site.appending(path: "wp-admin/admin-ajax.php").appending(queryItems: [
                URLQueryItem(name: "action", value: "rest-nonce")
            ]))
        request.setValue(cookieField, forHTTPHeaderField: "Cookie")
        let answer = try await send(request, for: site, signedBy: serverCredentials, with: transport)
        if let refusal = serverRefusal(of: answer, signedBy: serverCredentials) { throw refusal }
        let nonce = String(decoding: answer.body.prefix(64), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // A visitor gets `0` (with a 400); a nonce is a short run of hexadecimal digits.
        guard answer.statusCode == 200, !nonce.isEmpty, nonce != "0", nonce.allSatisfy(\.isHexDigit) else {
            throw WordPress.SignInRefusal.loggedOut
        }
        return nonce
    }

    /// Sends one of the session's requests to `site`, with the web server's credentials when there are some,
    /// which must end within ``requestTimeout``.
    private static func send(
        _ request: URLRequest, for site: URL, signedBy serverCredentials: PasswordCredentials?,
        with transport: any Transport
    ) async throws(RESTError) -> RESTResponse {
        let signed = serverCredentials?.signing(request, forHost: site.host) ?? request
        do {
            return try await transport.send(TransportRequest(signed, deadline: .now + requestTimeout))
        } catch {
            throw RESTError(error)
        }
    }

    /// The refusal of the web server's HTTP Basic challenge, when `answer` is one.
    private static func serverRefusal(
        of answer: RESTResponse, signedBy serverCredentials: PasswordCredentials?
    ) -> WordPress.SignInRefusal? {
        guard WordPress.basicChallengeRealm(in: answer) != nil else { return nil }
        return serverCredentials == nil ? .serverAuthenticationRequired : .serverCredentialsRejected
    }

    /// `fields` as `application/x-www-form-urlencoded`, every byte but ASCII letters, digits and `-._~` escaped.
    private static func form(_ fields: [(String, String)]) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return fields.map { "\($0)=\($1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }
            .joined(separator: "&")
    }
}
