// Against a real WordPress: a login through wp-login.php, its cookies and nonce on every request, and a refused
// nonce renewed once through the Authenticator and its request sent again.
import Foundation
import RESTChain
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveCookieSessionTests {
    /// The transports the suite runs over: the platform's default and URLSession.
    static let transports = ["default", "URLSession"]

    private func transport(_ name: String) -> any Transport {
        name == "URLSession" ? URLSessionTransport() : ClientConfiguration.defaultTransport
    }

    private var site: URL { URL(string: LiveSite.home)! }

    private func logIn(over name: String) async throws -> WordPress.CookieSession {
        try await WordPress.CookieSession.logIn(
            site: site, user: LiveSite.environment["WORDPRESS_USER"] ?? "", password: try LiveSite.loginPassword(),
            transport: transport(name))
    }

    /// A face over `session` whose answers `statuses` records, in the order they came.
    private func face(_ session: WordPress.CookieSession, over name: String, _ statuses: StatusLog) throws
        -> WordPress
    {
        try WordPress(route: LiveSite.environment["WORDPRESS_URL"] ?? "", session: session, transport: transport(name))
            .configured { $0.monitors.append(statuses) }
    }

    @Test(arguments: transports)
    func `a user logged in through wp-login.php reads and writes with cookies and a nonce`(over name: String)
        async throws
    {
        let session = try await logIn(over: name)
        #expect(!session.description.contains(session.cookies.first?.value ?? "?"))
        let statuses = StatusLog()
        let wp = try face(session, over: name, statuses)
        let me = try await wp.get(endpoint: .me).context(.edit).decode(type: WordPress.User.self)
        #expect(me.slug == LiveSite.environment["WORDPRESS_USER"])
        // A write needs the nonce: without it WordPress treats cookies as a visitor's.
        let draft = try await wp.create(.posts, body: .json(["title": "cookie session", "status": "draft"]))
            .decode(type: WordPress.Post.self)
        _ = try await wp.delete(.post(id: draft.id), force: true).data()
        #expect(statuses.all == [200, 201, 200])
        #expect(await session.nonces.refreshCount == 0)
    }

    @Test(arguments: transports)
    func `a nonce WordPress refuses is renewed once and the request sent again`(over name: String) async throws {
        let fresh = try await logIn(over: name)
        let stale = WordPress.CookieSession(
            site: site, cookies: fresh.cookies, nonce: "0123456789", transport: transport(name))
        let statuses = StatusLog()
        let wp = try face(stale, over: name, statuses)
        let me = try await wp.get(endpoint: .me).context(.edit).decode(type: WordPress.User.self)
        #expect(me.slug == LiveSite.environment["WORDPRESS_USER"])
        #expect(statuses.all == [403, 200])  // rest_cookie_invalid_nonce, then the replay with the new nonce
        #expect(await stale.nonces.refreshCount == 1)
        let renewed = try await stale.nonces.validToken()
        #expect(renewed != "0123456789" && renewed.allSatisfy(\.isHexDigit))
        _ = try await wp.get(endpoint: .me).data()
        #expect(statuses.all == [403, 200, 200])
        #expect(await stale.nonces.refreshCount == 1)
    }

    @Test(arguments: transports)
    func `a wrong password is a typed refusal`(over name: String) async throws {
        do {
            _ = try await WordPress.CookieSession.logIn(
                site: site, user: LiveSite.environment["WORDPRESS_USER"] ?? "", password: "not the password",
                transport: transport(name))
            Issue.record("a wrong password signed in")
        } catch .refused(let refusal) {
            #expect(refusal == .loginRejected)
        } catch .request(let error) {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(arguments: transports)
    func `cookies the site does not know fail the request with the refresh's typed error`(over name: String)
        async throws
    {
        let forged = try LiveSite.forgedLoginCookie(host: site.host ?? "")
        let session = WordPress.CookieSession(site: site, cookies: [forged], transport: transport(name))
        let statuses = StatusLog()
        let wp = try face(session, over: name, statuses)
        do {
            _ = try await wp.get(endpoint: .me).data()
            Issue.record("forged cookies signed in")
        } catch {
            #expect("\(error)" == LiveSite.loggedOutFailure)
        }
        #expect(statuses.all.isEmpty)  // nothing went to the API without a nonce
    }
}

/// The statuses of the answers the monitors hear of, in order.
final class StatusLog: EventMonitor, @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int] = []

    /// Every status so far.
    var all: [Int] { lock.withLock { statuses } }

    func record(_ event: RequestEvent) {
        if case .received(_, let response, _) = event { lock.withLock { statuses.append(response.statusCode) } }
    }
}
