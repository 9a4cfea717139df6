// A site behind its web server's HTTP Basic auth, over loopback: the challenge reported, the credentials sent to the
// typed host only, WordPress's refusal of them as an application password named, and no password in any text.
import Foundation
import RESTChain
import TestSupport
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.serialized, .timeLimit(.minutes(1)))
struct WordPressServerCredentialsTests {
    /// The credentials `wordpress_discovery_server.py` asks on `/walled/` and `/gated/`.
    let server = PasswordCredentials(user: "staging", password: "s3cret: pass")
    /// The `Authorization` value that carries them.
    let basic = "Basic " + Data("staging:s3cret: pass".utf8).base64EncodedString()

    /// Runs `body` against the discovery server, over each transport.
    func withSites(_ body: (String, TestServer, any Transport) async throws -> Void) async throws {
        let site = try await TestServer.start(script: "wordpress_discovery_server.py")
        defer { site.stop() }
        for transport: any Transport in [ClientConfiguration.defaultTransport, URLSessionTransport()] {
            try await body("http://127.0.0.1:\(site.port)", site, transport)
        }
    }

    /// How discovery of `address` fails; records an issue when it finds a site.
    func failure(
        _ address: String, _ credentials: PasswordCredentials?, _ transport: any Transport,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> WordPress.DiscoveryFailure? {
        do {
            let site = try await WordPress.discover(
                site: address, allowingHTTP: true, serverCredentials: credentials, transport: transport)
            Issue.record("\(address) was found at \(site.apiRoot)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func `a server's Basic challenge is reported, and its credentials find the API`() async throws {
        try await withSites { base, _, transport in
            let asked = try #require(await failure(base + "/walled/", nil, transport))
            #expect(asked.attempts.first?.outcome == .serverAuthenticationRequired(realm: "staging"))
            #expect(asked.asksForServerCredentials)
            #expect(asked.description.contains("/walled/ (as typed): the site's server asks HTTP Basic auth (realm"))

            let wrong = PasswordCredentials(user: "staging", password: "not the pass")
            let refused = try #require(await failure(base + "/walled/", wrong, transport))
            #expect(refused.attempts.first?.outcome == .serverCredentialsRejected(realm: "staging"))
            #expect(refused.asksForServerCredentials && !refused.description.contains("not the pass"))

            let site = try await WordPress.discover(
                site: base + "/walled/", allowingHTTP: true, serverCredentials: server, transport: transport)
            #expect(site.apiRoot.absoluteString == base + "/walled/wp-json/")
            #expect(site.attempts.map(\.kind) == [.asTyped] && site.index.namespaces.contains("wp/v2"))
        }
    }

    @Test func `an API root refusing the server's credentials as a password asks for a sign-in`() async throws {
        try await withSites { base, _, transport in
            let gated = try #require(await failure(base + "/gated/", server, transport))
            let root = try #require(URL(string: base + "/gated/wp-json/"))
            #expect(gated.attempts.first?.outcome == .signInRequired(apiRoot: root, code: .invalidUsername))
            #expect(!gated.asksForServerCredentials)
            #expect(gated.description.contains("answers only signed-in requests (HTTP 401 invalid_username)"))
            #expect(!gated.description.contains("s3cret"))
        }
    }

    @Test func `the server's credentials go to the typed host only`() async throws {
        try await withSites { base, site, transport in
            try await site.reset()
            let moved = try await WordPress.discover(
                site: base + "/walled/away", allowingHTTP: true, serverCredentials: server, transport: transport)
            #expect(moved.apiRoot.host == "localhost")
            let walled = try await site.requests(path: "/walled/away")
            let elsewhere = try await site.requests(path: "/linked/") + site.requests(path: "/linked/wp-json/")
            #expect(!walled.isEmpty && walled.allSatisfy { $0.header("Authorization") == basic })
            #expect(!elsewhere.isEmpty && elsewhere.allSatisfy { $0.header("Authorization") == nil })
        }
    }

    @Test func `a visitor's face sends the server's credentials and reads the index`() async throws {
        try await withSites { base, _, transport in
            let wp = try WordPress(
                route: base + "/walled/wp-json", serverCredentials: server, transport: transport)
            let index = try await wp.index().decode(type: WordPress.SiteIndex.self)
            #expect(index.namespaces.contains("wp/v2"))
            let stranger = try WordPress(
                route: base + "/walled/wp-json", serverCredentials: .init(user: "staging", password: "nope"),
                transport: transport)
            do {
                _ = try await stranger.index().data()
                Issue.record("wrong server credentials read the index")
            } catch {
                #expect(WordPress.FailureReason(error) == .authenticationRequired)
                #expect(!"\(error)".contains("nope") && !"\(error)".contains(basic))
            }
        }
    }

    @Test func `wrong or missing server credentials are the login's typed refusals`() async throws {
        try await withSites { base, _, transport in
            let site = try #require(URL(string: base + "/walled"))
            let cases: [(PasswordCredentials?, WordPress.SignInRefusal)] = [
                (nil, .serverAuthenticationRequired),
                (PasswordCredentials(user: "staging", password: "wrong pass"), .serverCredentialsRejected),
            ]
            for (credentials, expected) in cases {
                do throws(WordPress.SignInFailure) {
                    _ = try await WordPress.CookieSession.logIn(
                        site: site, user: "editor", password: "editor pass", serverCredentials: credentials,
                        transport: transport)
                    Issue.record("logged in through a server's challenge")
                } catch .refused(let refusal) {
                    #expect(refusal == expected)
                    #expect(!refusal.description.contains("wrong pass") && !refusal.description.contains("s3cret"))
                } catch .request(let error) {
                    Issue.record("unexpected \(error)")
                }
            }
        }
    }
}
