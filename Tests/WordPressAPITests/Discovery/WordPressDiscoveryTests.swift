// Discovery over loopback: WordPress sites in the shapes real ones take, each attempt's outcome, blocking plugins.
import Foundation
import RESTChain
import TestSupport
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.serialized, .timeLimit(.minutes(1)))
struct WordPressDiscoveryTests {
    /// Runs `body` against the discovery server, over each transport that hands redirects back or follows them.
    func withSites(_ body: (String, any Transport) async throws -> Void) async throws {
        let server = try await TestServer.start(script: "wordpress_discovery_server.py")
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        for transport: any Transport in [ClientConfiguration.defaultTransport, URLSessionTransport()] {
            try await body(base, transport)
        }
    }

    /// Discovery of `address`, allowing `http` (the loopback sites are plain http).
    func discover(_ address: String, _ transport: any Transport) async throws(WordPress.DiscoveryFailure)
        -> WordPress.DiscoveredSite
    {
        try await WordPress.discover(site: address, allowingHTTP: true, transport: transport)
    }

    /// How discovery of `address` fails; records an issue when it finds a site.
    func failure(
        _ address: String, _ transport: any Transport, allowingHTTP: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> WordPress.DiscoveryFailure? {
        do {
            let site = try await WordPress.discover(site: address, allowingHTTP: allowingHTTP, transport: transport)
            Issue.record("\(address) was found at \(site.apiRoot)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func `the Link header, the single-quoted tag and rest_route each lead to the index`() async throws {
        try await withSites { base, transport in
            let linked = try await discover(base + "/linked", transport)
            #expect(linked.apiRoot.absoluteString == base + "/linked/wp-json/")
            #expect(linked.attempts.map(\.kind) == [.asTyped] && linked.index.namespaces.contains("wp/v2"))
            let tagged = try await discover(base + "/tagged/", transport)
            #expect(tagged.apiRoot.absoluteString == base + "/tagged/?rest_route=/&x=1")
            let plain = try await discover(base + "/plain", transport)
            #expect(plain.apiRoot.absoluteString == base + "/plain/?rest_route=/")
            let moved = try await discover(base + "/moved/", transport)
            #expect(moved.apiRoot.absoluteString == base + "/linked/wp-json/")
            let root = try await discover(base + "/linked/wp-json/", transport)
            #expect(root.apiRoot.absoluteString == base + "/linked/wp-json/")
        }
    }

    @Test func `a wp-admin or wp-login address fails as typed, then succeeds without it`() async throws {
        try await withSites { base, transport in
            let admin = try await discover(base + "/linked/wp-admin/options.php", transport)
            #expect(admin.attempts.map(\.kind) == [.asTyped, .https, .withoutAdminPath])
            guard case .notWordPress(let why) = admin.attempts.first?.outcome else {
                Issue.record("as typed: \(admin.attempts)")
                return
            }
            #expect(why.contains("no api.w.org link"))
            #expect(admin.apiRoot.absoluteString == base + "/linked/wp-json/")
            let login = try await discover(base + "/plain/wp-login.php?action=lostpassword", transport)
            #expect(login.attempts.map(\.kind) == [.asTyped, .https, .withoutLoginPage])
            #expect(login.apiRoot.absoluteString == base + "/plain/?rest_route=/")
        }
    }

    @Test func `every attempt's outcome is in the error`() async throws {
        try await withSites { base, transport in
            let error = try #require(await failure(base + "/static/wp-admin", transport))
            // The loopback sites are plain http, so the https attempt between the two is unreachable.
            #expect(error.attempts.map(\.kind) == [.asTyped, .https, .withoutAdminPath])
            #expect(
                [error.attempts[0], error.attempts[2]].allSatisfy {
                    if case .notWordPress = $0.outcome { true } else { false }
                })
            #expect(error.isLocalDevelopment)
            #expect(error.description.contains("(a local development host)"))
            #expect(error.description.contains(base + "/static/wp-admin (as typed): not a WordPress API"))
            let walled = try #require(await failure(base + "/walled/", transport))
            #expect(walled.attempts.first?.outcome == .serverAuthenticationRequired(realm: "staging"))
            let broken = try #require(await failure(base + "/broken", transport))
            guard case .notWordPress(let why) = broken.attempts.first?.outcome else {
                Issue.record("\(broken)")
                return
            }
            #expect(why.contains("it links an API") && why.contains("HTTP 500"))
        }
    }

    @Test func `a refused connection is unreachable, and http is tried only when asked`() async throws {
        let typedHTTP = try #require(
            await failure("http://127.0.0.1:1/blog", URLSessionTransport(), allowingHTTP: false))
        #expect(typedHTTP.attempts.map(\.kind) == [.asTyped, .https])
        #expect(
            typedHTTP.attempts.allSatisfy { if case .unreachable(.offline, _) = $0.outcome { true } else { false } })
        let asked = try #require(await failure("127.0.0.1:1/wp-admin", URLSessionTransport()))
        #expect(asked.attempts.map(\.kind) == [.asTyped, .withoutAdminPath, .http, .http])
        #expect(asked.attempts.map(\.url.absoluteString).last == "http://127.0.0.1:1")
        let unasked = try #require(await failure("127.0.0.1:1", URLSessionTransport(), allowingHTTP: false))
        #expect(unasked.attempts.map(\.url.absoluteString) == ["https://127.0.0.1:1"])
    }

    @Test func `an attempt that gets no answer ends at its timeout and the next one goes on`() async throws {
        let server = try await TestServer.start(script: "wordpress_discovery_server.py")
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        for transport: any Transport in [ClientConfiguration.defaultTransport, URLSessionTransport()] {
            // The silent site holds every request far beyond the timeout; without an end this test would hang.
            let site = try await WordPress.discover(
                site: base + "/silent/wp-admin", allowingHTTP: true, timeout: .seconds(1), transport: transport)
            #expect(site.attempts.map(\.kind) == [.asTyped, .https, .withoutAdminPath])
            guard case .unreachable(let reason, _) = site.attempts.first?.outcome else {
                Issue.record("as typed: \(site.attempts)")
                continue
            }
            #expect(reason == .timedOut)
            #expect(site.apiRoot.absoluteString == base + "/linked/wp-json/")
        }
    }

    @Test func `a site listing a security plugin's namespace is refused naming it`() async throws {
        try await withSites { base, transport in
            let site = try await discover(base + "/guarded", transport)
            #expect(site.blockingPlugins.map(\.name) == ["Wordfence"])
            #expect(site.applicationPasswordRefusal == .blockedBySecurityPlugins([WordPress.BlockingPlugin.known[0]]))
            #expect(site.applicationPasswordRefusal?.description.contains("Wordfence (wordfence/v1)") == true)
            #expect(throws: WordPress.SignInRefusal.blockedBySecurityPlugins(site.blockingPlugins)) {
                try WordPress.ApplicationPasswordAuthorization(
                    site: site, appName: "a", appID: nil, successURL: URL(string: "app://x")!)
            }
        }
    }

    @Test(arguments: [
        ("localhost", true), ("wp.localhost", true), ("mysite.local", true), ("blog.test", true),
        ("127.0.0.1", true), ("127.8.9.10", true), ("::1", true), ("[::1]", true), ("0.0.0.0", true),
        ("example.com", false), ("local.example.com", false), ("test.com", false), ("127.com", false),
        ("10.0.0.1", false), ("127.0.0.1.example.com", false),
    ])
    func `local development hosts are flagged`(host: String, local: Bool) {
        #expect(WordPress.isLocalDevelopment(host: host) == local)
    }

    @Test func `text that makes no address fails before any request`() async throws {
        let stub = StubTransport(respond: { _ in RESTResponse(statusCode: 500, body: Data()) })
        for typed in ["", "   ", "ftp://example.com", "https://", "http:///path"] {
            let error = try #require(await failure(typed, stub))
            #expect(error == .invalidAddress(typed) && error.attempts.isEmpty)
        }
    }
}
