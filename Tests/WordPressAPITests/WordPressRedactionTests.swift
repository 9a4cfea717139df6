// The WordPress face never shows its application password: the core's redacted descriptions cover it.
import Foundation
import RESTChain
import Testing
import WordPressAPI

struct WordPressRedactionTests {
    @Test func `a client with an application password never shows it`() throws {
        let wp = try WordPress(
            route: "https://example.com/wp-json",
            authentication: .applicationPassword(user: "admin", password: "SECRET PASS WORD"))
        let basic = Data("admin:SECRET PASS WORD".utf8).base64EncodedString()
        var dumped = ""
        dump(wp, to: &dumped)
        for text in [String(describing: wp), String(reflecting: wp), dumped] {
            #expect(!text.contains(basic) && !text.contains("SECRET"))
        }
    }

    @Test(arguments: [
        WordPress.Authentication.applicationPassword(user: "admin", password: "SECRET PASS WORD"),
        .bearer(token: "SECRET-TOKEN"),
    ])
    func `an authentication value described on its own never shows its secret`(
        authentication: WordPress.Authentication
    ) {
        var dumped = ""
        dump(authentication, to: &dumped)
        let texts = [
            String(describing: authentication), String(reflecting: authentication), dumped, "\(authentication)",
        ]
        for text in texts {
            #expect(!text.contains("SECRET") && !text.contains(authentication.headerValue), "\(text)")
            #expect(text.contains("<redacted>"))
        }
    }

    @Test func `the face registers the REST nonce header as a secret of its client`() throws {
        let wp = try WordPress(route: "https://example.com/wp-json")
        #expect(wp.client.configuration.sensitiveNames.contains("X-WP-Nonce"))
        let session = wp.get(endpoint: .posts).setting(header: "X-WP-Nonce", to: "SECRET-NONCE")
        #expect(!String(describing: session).contains("SECRET-NONCE"))
        let wrapped = try WordPress(client: RESTClient(baseURL: "https://example.com/wp-json"))
        #expect(wrapped.client.configuration.sensitiveNames.contains("X-WP-Nonce"))
    }
}
