// Against a real WordPress: discovery from a typed address and the application-password flow, like a browser.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveSignInTests {
    var home: String { LiveSite.home }

    @Test func `discovery finds the API from a typed address through the Link header`() async throws {
        let typed = home + "/wp-admin/"
        let site = try await WordPress.discover(site: typed, transport: URLSessionTransport())
        #expect(
            site.apiRoot.absoluteString == home + (LiveSite.usesQueryRoutes ? "/index.php?rest_route=/" : "/wp-json/"))
        #expect(site.index.namespaces.contains("wp/v2"))
        #expect(site.authorizationEndpoint?.path == "/wp-admin/authorize-application.php")
        #expect(site.applicationPasswordRefusal == nil)
    }

    @Test func `a user logs in, approves the app, and the redirect's credentials sign in`() async throws {
        let site = try await WordPress.discover(site: home, transport: URLSessionTransport())
        let callback = try #require(URL(string: home + "/restchain-signed-in"))
        let flow = try WordPress.ApplicationPasswordAuthorization(
            site: site, appName: "RESTChain live sign-in", appID: UUID(), successURL: callback)
        let browser = LiveBrowser()

        // Log in through wp-login.php, as the user would after being sent there.
        let login = try await browser.post(
            try #require(URL(string: home + "/wp-login.php")),
            form: [
                ("log", LiveSite.environment["WORDPRESS_USER"] ?? ""),
                ("pwd", try LiveSite.loginPassword()),
                ("wp-submit", "Log In"), ("testcookie", "1"), ("redirect_to", flow.url.absoluteString),
            ])
        #expect(login.status == 302, "wp-login.php refused the user: \(login.html.prefix(200))")
        // The approval page, with its nonce.
        let page = try await browser.get(try #require(login.location))
        let nonce = try #require(LiveBrowser.hiddenValue("_wpnonce", in: page.html), "no approval form")
        let approve = try await browser.post(
            flow.url,
            form: [
                ("_wpnonce", nonce), ("action", "authorize_application_password"),
                ("app_name", "RESTChain live sign-in"),
                ("app_id", LiveBrowser.hiddenValue("app_id", in: page.html) ?? ""),
                ("success_url", callback.absoluteString), ("reject_url", ""),
                ("approve", "Yes, I approve of this connection"),
            ])
        let redirect = try #require(approve.location, "no redirect after approving: \(approve.html.prefix(300))")
        #expect(redirect.absoluteString.hasPrefix(callback.absoluteString))

        let credentials = try flow.credentials(from: redirect)
        #expect(credentials.user == LiveSite.environment["WORDPRESS_USER"])
        #expect(!credentials.description.contains(credentials.password))
        let me = try await WordPress.verify(credentials, apiRoot: site.apiRoot, transport: URLSessionTransport())
        #expect(me.slug == credentials.user || me.name == credentials.user)

        // Clean up: the new password deletes itself.
        let wp = try WordPress(
            route: site.apiRoot.absoluteString, authentication: credentials.authentication,
            transport: URLSessionTransport())
        let mine = try await wp.get(endpoint: .applicationPasswordIntrospection(of: .me))
            .decode(type: WordPress.ApplicationPassword.self)
        _ = try await wp.delete(.applicationPassword(uuid: mine.uuid, of: .me)).data()
    }

    @Test func `credentials the site never issued are reported as a stripped header or an error`() async throws {
        let site = try await WordPress.discover(site: home, transport: URLSessionTransport())
        let wrong = WordPress.SignInCredentials(siteURL: nil, user: "admin", password: "abcd abcd abcd abcd abcd abcd")
        do {
            _ = try await WordPress.verify(wrong, apiRoot: site.apiRoot, transport: URLSessionTransport())
            Issue.record("a made-up password signed in")
        } catch .refused(let refusal) {
            #expect(refusal == .authorizationHeaderStripped)
        } catch .request(let error) {
            Issue.record("unexpected \(error)")
        }
    }
}
