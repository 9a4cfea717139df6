// Against a real WordPress: discovery's attempts, and a security plugin's namespace named when it blocks sign-in.
import Foundation
import RESTChain
import TestSupport
import Testing
import WordPressAPI

@Suite(
    .serialized, .timeLimit(.minutes(1)),
    .enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveDiscoveryTests {
    var home: String { LiveSite.home }

    @Test func `a wp-login address is found without it, over each transport`() async throws {
        for transport: any Transport in [ClientConfiguration.defaultTransport, URLSessionTransport()] {
            let site = try await WordPress.discover(
                site: home + "/wp-login.php?action=lostpassword", allowingHTTP: true, transport: transport)
            #expect(site.attempts.map(\.kind) == [.asTyped, .https, .withoutLoginPage])
            #expect(site.isLocalDevelopment && site.index.namespaces.contains("wp/v2"))
            #expect(site.blockingPlugins.isEmpty && site.applicationPasswordRefusal == nil)
        }
    }

    @Test func `a page that is not the API is reported with what answered`() async throws {
        do {
            _ = try await WordPress.discover(
                site: home + "/wp-content/", allowingHTTP: false, transport: URLSessionTransport())
            Issue.record("wp-content was taken for a site")
        } catch {
            #expect(error.isLocalDevelopment)
            #expect(error.attempts.first?.kind == .asTyped)
            #expect(!error.description.isEmpty)
        }
    }

    @Test func `a security plugin's namespace is named when application passwords are off`() async throws {
        let state = LiveSite.environment["WORDPRESS_STATE_DIR"] ?? "/tmp/restchain-wordpress"
        let source = repositoryRoot.appendingPathComponent(
            "Scripts/wordpress/test-plugins/restchain-blocking-plugin.php")
        let installed = URL(fileURLWithPath: state).appendingPathComponent("mu-plugins/restchain-blocking-plugin.php")
        try? FileManager.default.removeItem(at: installed)
        try FileManager.default.copyItem(at: source, to: installed)
        defer { try? FileManager.default.removeItem(at: installed) }

        let site = try await WordPress.discover(site: home, allowingHTTP: true, transport: URLSessionTransport())
        #expect(site.index.namespaces.contains("wordfence/v1"))
        #expect(site.blockingPlugins.map(\.name) == ["Wordfence"])
        let refusal = try #require(site.applicationPasswordRefusal)
        #expect(refusal == .blockedBySecurityPlugins(site.blockingPlugins))
        #expect(refusal.description.contains("Wordfence (wordfence/v1)"))
        // The application password the suite signs in with no longer reaches WordPress; verify names the plugin.
        let credentials = WordPress.SignInCredentials(
            siteURL: nil, user: LiveSite.environment["WORDPRESS_USER"] ?? "",
            password: LiveSite.environment["WORDPRESS_APP_PASSWORD"] ?? "")
        do {
            _ = try await WordPress.verify(credentials, apiRoot: site.apiRoot, transport: URLSessionTransport())
            Issue.record("signed in with application passwords off")
        } catch .refused(let reason) {
            #expect(reason == .blockedBySecurityPlugins(site.blockingPlugins))
        } catch .request(let error) {
            Issue.record("unexpected \(error)")
        }
    }
}
