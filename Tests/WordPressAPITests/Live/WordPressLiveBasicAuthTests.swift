// Against a real WordPress behind Apache's HTTP Basic auth (start.sh's second port): the challenge in discovery,
// a cookie session beside the server's credentials, WordPress refusing them as an application password, no secret
// in any text.
import Foundation
import RESTChain
import TestSupport
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(
    .serialized, .timeLimit(.minutes(2)),
    .enabled(
        if: LiveSite.environment["WORDPRESS_BASIC_AUTH_SITE"]?.isEmpty == false,
        "set WORDPRESS_BASIC_AUTH_SITE (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveBasicAuthTests {
    /// The same site behind Basic auth, such as `http://127.0.0.1:8189`.
    let home = LiveSite.environment["WORDPRESS_BASIC_AUTH_SITE"] ?? ""
    /// The web server's credentials (Apache's htpasswd user, not a WordPress user).
    let server = PasswordCredentials(
        user: LiveSite.environment["WORDPRESS_BASIC_AUTH_USER"] ?? "",
        password: LiveSite.environment["WORDPRESS_BASIC_AUTH_PASSWORD"] ?? "")
    /// The WordPress user the suite signs in as.
    let user = LiveSite.environment["WORDPRESS_USER"] ?? ""

    /// The transports the suite runs over: the platform's default and URLSession.
    static let transports = ["default", "URLSession"]

    private func transport(_ name: String) -> any Transport {
        name == "URLSession" ? URLSessionTransport() : ClientConfiguration.defaultTransport
    }

    /// How discovery of the Basic-auth site fails with `credentials`; records an issue when it finds the API.
    private func failure(
        with credentials: PasswordCredentials?, over name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> WordPress.DiscoveryFailure? {
        do {
            let site = try await WordPress.discover(
                site: home, allowingHTTP: true, serverCredentials: credentials, transport: transport(name))
            Issue.record("found \(site.apiRoot)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// A cookie session for the suite's user, logged in beside the server's credentials.
    private func logIn(over name: String) async throws -> WordPress.CookieSession {
        try await WordPress.CookieSession.logIn(
            site: try #require(URL(string: home)), user: user, password: try LiveSite.loginPassword(),
            serverCredentials: server, transport: transport(name))
    }

    /// Whether `text` shows the server's password, alone or inside its `Authorization` value.
    private func showsSecret(_ text: String) -> Bool {
        text.contains(server.password)
            || text.contains(Data("\(server.user):\(server.password)".utf8).base64EncodedString())
    }

    @Test(arguments: transports)
    func `discovery reports the server's challenge, then finds the API with its credentials`(over name: String)
        async throws
    {
        let asked = try #require(await failure(with: nil, over: name))
        #expect(asked.attempts.first?.outcome == .serverAuthenticationRequired(realm: "RESTChain staging"))
        #expect(asked.asksForServerCredentials && asked.isLocalDevelopment)

        let wrong = PasswordCredentials(user: server.user, password: "not-the-server-password")
        let refused = try #require(await failure(with: wrong, over: name))
        #expect(refused.attempts.first?.outcome == .serverCredentialsRejected(realm: "RESTChain staging"))
        #expect(!refused.description.contains("not-the-server-password"))

        let site = try await WordPress.discover(
            site: home, allowingHTTP: true, serverCredentials: server, transport: transport(name))
        #expect(site.apiRoot.port == URL(string: home)?.port && site.index.namespaces.contains("wp/v2"))
        #expect(site.attempts.map(\.kind) == [.asTyped])
    }

    @Test(arguments: transports)
    func `a cookie session beside the server's credentials reads and writes`(over name: String) async throws {
        let site = try await WordPress.discover(
            site: home, allowingHTTP: true, serverCredentials: server, transport: transport(name))
        let session = try await logIn(over: name)
        #expect(session.serverCredentials == server && !showsSecret(session.description))
        let statuses = StatusLog()
        let sent = SentRequestLog()
        let wp = try WordPress(route: site.apiRoot.absoluteString, session: session, transport: transport(name))
            .configured { $0.monitors += [statuses, sent] }
        let me = try await wp.get(endpoint: .me).context(.edit).decode(type: WordPress.User.self)
        #expect(me.slug == user)
        let draft = try await wp.create(.posts, body: .json(["title": "behind Basic auth", "status": "draft"]))
            .decode(type: WordPress.Post.self)
        _ = try await wp.delete(.post(id: draft.id), force: true).data()
        #expect(statuses.all == [200, 201, 200])
        // Every request carried the server's credentials, and none shows them in its curl command.
        #expect(sent.all.count == 3 && sent.all.allSatisfy { $0.value(forHTTPHeaderField: "Authorization") != nil })
        #expect(sent.all.allSatisfy { !showsSecret(TransportRequest($0).curlDescription()) })
    }

    @Test(arguments: transports)
    func `wrong or missing server credentials at sign-in are typed refusals without the password`(
        over name: String
    ) async throws {
        let site = try #require(URL(string: home))
        let wrong = PasswordCredentials(user: server.user, password: "not-the-server-password")
        let cases: [(PasswordCredentials?, WordPress.SignInRefusal)] = [
            (nil, .serverAuthenticationRequired), (wrong, .serverCredentialsRejected),
        ]
        let password = try LiveSite.loginPassword()
        for (credentials, expected) in cases {
            do throws(WordPress.SignInFailure) {
                _ = try await WordPress.CookieSession.logIn(
                    site: site, user: user, password: password, serverCredentials: credentials,
                    transport: transport(name))
                Issue.record("signed in through the server's challenge")
            } catch .refused(let refusal) {
                #expect(refusal == expected)
                #expect(!refusal.description.contains("not-the-server-password") && !showsSecret("\(refusal)"))
            } catch .request(let error) {
                Issue.record("unexpected \(error)")
            }
        }
        // A visitor's face with the wrong credentials fails as authentication required, without them in the text.
        let visitor = try WordPress(
            route: home + "/?rest_route=/", serverCredentials: wrong, transport: transport(name))
        do {
            _ = try await visitor.get(endpoint: .posts).data()
            Issue.record("read through the server's challenge")
        } catch {
            #expect(WordPress.FailureReason(error) == .authenticationRequired)
            #expect(!"\(error)".contains("not-the-server-password") && !showsSecret("\(error)"))
        }
    }

    @Test func `where WordPress refuses the server's credentials as a password, the cookie session still passes`()
        async throws
    {
        // The stand-in for a plugin (or a WordPress before 6.1) that works out the user before WordPress reads its
        // application-password errors: the server's credentials, tried as one, then fail every visitor's request.
        let state = LiveSite.environment["WORDPRESS_STATE_DIR"] ?? "/tmp/restchain-wordpress"
        let source = repositoryRoot.appendingPathComponent("Scripts/wordpress/test-plugins/restchain-early-user.php")
        let installed = URL(fileURLWithPath: state).appendingPathComponent("mu-plugins/restchain-early-user.php")
        try? FileManager.default.removeItem(at: installed)
        try FileManager.default.copyItem(at: source, to: installed)
        defer { try? FileManager.default.removeItem(at: installed) }

        let gated = try #require(await failure(with: server, over: "default"))
        guard case .signInRequired(let root, let code) = gated.attempts.first?.outcome else {
            Issue.record("\(gated)")
            return
        }
        #expect(code == .invalidUsername && root.port == URL(string: home)?.port && !showsSecret("\(gated)"))
        let visitor = try WordPress(route: root.absoluteString, serverCredentials: server)
        do {
            _ = try await visitor.get(endpoint: .posts).data()
            Issue.record("a visitor read past WordPress's refusal")
        } catch {
            #expect(WordPress.FailureReason(error) == .authenticationRejected && !showsSecret("\(error)"))
        }

        // WordPress checks the login cookie first: the session's requests are the user's.
        let session = try await logIn(over: "default")
        let wp = try WordPress(route: root.absoluteString, session: session)
        let index = try await wp.index().decode(type: WordPress.SiteIndex.self)
        #expect(index.namespaces.contains("wp/v2"))
        let me = try await wp.get(endpoint: .me).context(.edit).decode(type: WordPress.User.self)
        #expect(me.slug == user)
        let draft = try await wp.create(.posts, body: .json(["title": "past the refusal", "status": "draft"]))
            .decode(type: WordPress.Post.self)
        _ = try await wp.delete(.post(id: draft.id), force: true).data()

        // Cookies WordPress does not know fall to the server's credentials, refused as a password: the session asks
        // for a nonce afresh and fails as logged out, not as a wrong application password.
        let forged = try LiveSite.forgedLoginCookie(host: root.host ?? "")
        let stale = WordPress.CookieSession(
            site: try #require(URL(string: home)), cookies: [forged], nonce: "0123456789", serverCredentials: server)
        let statuses = StatusLog()
        let lost = try WordPress(route: root.absoluteString, session: stale).configured { $0.monitors.append(statuses) }
        do {
            _ = try await lost.get(endpoint: .me).data()
            Issue.record("forged cookies signed in")
        } catch {
            #expect("\(error)" == LiveSite.loggedOutFailure)
        }
        #expect(statuses.all == [401])  // invalid_username; the nonce's refresh then found the cookies unknown
    }
}

/// The requests the monitors hear of as sent, in order.
final class SentRequestLog: EventMonitor, @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [URLRequest] = []

    /// Every request sent so far.
    var all: [URLRequest] { lock.withLock { requests } }

    func record(_ event: RequestEvent) {
        if case .sent(let request) = event { lock.withLock { requests.append(request) } }
    }
}
