// The live WordPress the suite runs against, from WORDPRESS_URL, WORDPRESS_USER and WORDPRESS_APP_PASSWORD.
import Foundation
import RESTChain
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live site's settings, when `WORDPRESS_URL` is set (see Scripts/wordpress/start.sh).
enum LiveSite {
    static let environment = ProcessInfo.processInfo.environment

    /// Whether a live site was provided.
    static var isAvailable: Bool { environment["WORDPRESS_URL"]?.isEmpty == false }

    /// Whether the site runs without pretty permalinks, so `WORDPRESS_URL` is `http://host/index.php?rest_route=/`.
    static var usesQueryRoutes: Bool { environment["WORDPRESS_URL"]?.contains("rest_route=") == true }

    /// The site's home, such as `http://127.0.0.1:8089`, from `WORDPRESS_URL` (`…/wp-json` or `…?rest_route=/`).
    static var home: String {
        let root = environment["WORDPRESS_URL"] ?? ""
        for suffix in ["/index.php?rest_route=/", "/?rest_route=/", "/wp-json/", "/wp-json"]
        where root.hasSuffix(suffix) {
            return String(root.dropLast(suffix.count))
        }
        return root
    }

    /// An anonymous client.
    static func anonymous() throws -> WordPress {
        try WordPress(route: environment["WORDPRESS_URL"] ?? "", transport: URLSessionTransport())
    }

    /// A client signed in with the Application Password.
    static func authenticated() throws -> WordPress {
        try WordPress(
            route: environment["WORDPRESS_URL"] ?? "",
            authentication: .applicationPassword(
                user: environment["WORDPRESS_USER"] ?? "",
                password: environment["WORDPRESS_APP_PASSWORD"] ?? ""),
            transport: URLSessionTransport()
        )
    }

    /// The user's login password (for wp-login.php): `WORDPRESS_PASSWORD`, or the site's credentials file.
    static func loginPassword() throws -> String {
        if let password = environment["WORDPRESS_PASSWORD"], !password.isEmpty { return password }
        let state = environment["WORDPRESS_STATE_DIR"] ?? "/tmp/restchain-wordpress"
        let text = try String(contentsOfFile: state + "/credentials", encoding: .utf8)
        let line = text.split(separator: "\n").first { $0.hasPrefix("WORDPRESS_ADMIN_PASSWORD=") }
        return line.map { String($0.dropFirst("WORDPRESS_ADMIN_PASSWORD=".count)) } ?? ""
    }

    /// A client signed in as user `id`, with an application password the administrator `admin` makes for them
    /// (revoke it with ``revokePasswords(ofUser:through:)``).
    static func signedIn(asUser id: Int, through admin: WordPress) async throws -> WordPress {
        let user = try await admin.get(endpoint: .user(id: id)).context(.edit).decode(type: WordPress.User.self)
        let made = try await admin.create(.applicationPasswords(of: .user(id: id)), body: .json(["name": "live suite"]))
            .decode(type: WordPress.ApplicationPassword.self)
        return try WordPress(
            route: environment["WORDPRESS_URL"] ?? "",
            authentication: .applicationPassword(user: user.username ?? user.slug, password: made.password ?? ""),
            transport: URLSessionTransport())
    }

    /// A login cookie the site never made, for `host`.
    static func forgedLoginCookie(host: String) throws -> HTTPCookie {
        try #require(
            HTTPCookie(properties: [
                .name: "wordpress_logged_in_0", .value: "admin%7C1%7Cforged%7Cforged", .path: "/", .domain: host,
            ]))
    }

    /// How a cookie session's request fails when the site no longer knows its cookies: the nonce's refresh finds
    /// the session logged out.
    static let loggedOutFailure =
        "Authentication failed: the credential's refresh failed: the site no longer knows the login cookies: the "
        + "session ended, sign in again"

    /// Deletes every application password of user `id`.
    static func revokePasswords(ofUser id: Int, through admin: WordPress) async throws {
        _ = try await admin.delete(.applicationPasswords(of: .user(id: id))).data()
    }

    /// The WordPress error `body` fails with, and its HTTP status; records an issue when it does not fail so.
    static func apiError(
        sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
    ) async throws -> (code: WordPress.ErrorCode, status: Int) {
        do {
            try await body()
        } catch let error as RESTError {
            guard case .httpStatus(let failure) = error else { throw error }
            if let body = failure.apiError as? WordPress.APIError { return (body.code, failure.statusCode) }
            Issue.record("HTTP \(failure.statusCode) without a WordPress error body", sourceLocation: sourceLocation)
            return ("", failure.statusCode)
        }
        Issue.record("expected WordPress to refuse", sourceLocation: sourceLocation)
        return ("", 0)
    }
}
