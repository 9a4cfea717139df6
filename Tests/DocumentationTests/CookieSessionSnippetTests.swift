// DocC "Sign In to Publish", cookies and a nonce: the snippet against a stub site that refuses its first nonce.
import Foundation
import RESTChain
import TestSupport
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct CookieSessionSnippetTests {
    /// A site whose login sets a cookie and whose nonce route hands out one nonce, then another; only the second is taken.
    private static func site() -> RecordingTransport {
        let nonces = Box(["0a1b2c3d4e", "5f6a7b8c9d"])
        return RecordingTransport(
            wrapped: StubTransport { request in
                let path = request.url?.path ?? ""
                if path.hasSuffix("wp-login.php") {
                    return RESTResponse(
                        statusCode: 200,
                        headers: ["Set-Cookie": "wordpress_logged_in_abc=editor%7C1%7Ct; path=/; HttpOnly"])
                }
                if path.hasSuffix("admin-ajax.php") {
                    var nonce = ""
                    nonces.update { nonce = $0.removeFirst() }
                    return RESTResponse(statusCode: 200, body: Data(nonce.utf8))
                }
                guard request.value(forHTTPHeaderField: "X-WP-Nonce") == "5f6a7b8c9d" else {
                    let refusal =
                        #"{"code":"rest_cookie_invalid_nonce","message":"Cookie check failed","data":{"status":403}}"#
                    return RESTResponse(statusCode: 403, body: Data(refusal.utf8))
                }
                let me = #"{"id":2,"name":"Editor","slug":"editor","link":"https://example.com/author/editor/"}"#
                return RESTResponse(statusCode: 200, body: Data(me.utf8))
            })
    }

    @Test func `a cookie session logs in and renews the nonce WordPress refuses`() async throws {
        let transport = Self.site()
        let password = "secret"
        // docs
        let session = try await WordPress.CookieSession.logIn(
            site: URL(string: "https://example.com")!, user: "editor", password: password, transport: transport)
        let wp = try WordPress(route: "https://example.com/wp-json", session: session, transport: transport)
        let me = try await wp.get(endpoint: .me).context(.edit).decode(type: WordPress.User.self)
        // end docs
        #expect(me.slug == "editor")
        let requests = transport.sent.value
        #expect(
            requests.map { $0.url?.path ?? "" } == [
                "/wp-login.php", "/wp-admin/admin-ajax.php", "/wp-json/wp/v2/users/me", "/wp-admin/admin-ajax.php",
                "/wp-json/wp/v2/users/me",
            ])
        #expect(
            requests.dropFirst().allSatisfy {
                $0.value(forHTTPHeaderField: "Cookie") == "wordpress_logged_in_abc=editor%7C1%7Ct"
            })
        #expect(
            requests.filter { $0.url?.path.hasSuffix("me") == true }.map { $0.value(forHTTPHeaderField: "X-WP-Nonce") }
                == ["0a1b2c3d4e", "5f6a7b8c9d"])
        #expect(await session.nonces.refreshCount == 1)
        #expect(!"\(session)".contains("abc"))
    }
}
