// createsubtoken: typed permissions, an expiry and URLs; bad input and missing permissions refused before sending;
// the subtoken never shown in text.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct SubtokenTests {
    static let expiry = Date(timeIntervalSince1970: 4_070_908_800)  // 2099-01-01T00:00:00Z

    @Test func `a subtoken is made with its permissions, expiry and URLs as query items`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let limited = try await gw2.createSubtoken(
            permissions: [.account, .inventories], expiry: Self.expiry, urls: ["/v2/account/bank"])
        #expect(limited.token.hasPrefix("eyJ") && limited.token.split(separator: ".").count == 3)
        let wallet = try await gw2.createSubtoken(permissions: [.account, .wallet], expiry: Self.expiry)
        #expect(wallet.token != limited.token)
        let sent = try await server.requests(path: "/v2/createsubtoken").map { $0.query.removingPercentEncoding ?? "" }
        #expect(sent.count == 2)
        #expect(sent.allSatisfy { $0.contains("expire=2099-01-01T00:00:00Z") })
        #expect(sent[0].contains("permissions=account,inventories") && sent[0].contains("urls=/v2/account/bank"))
    }

    @Test(arguments: [
        (Date(timeIntervalSince1970: 0), [GuildWars2.TokenInfo.Permission.account], nil as [String]?, "future"),
        (expiry, [], nil, "at least one permission"),
        (expiry, [.account], ["account/bank"], "/v2/"),
    ])
    func `bad input is a typed error before any request`(
        expiry: Date, permissions: [GuildWars2.TokenInfo.Permission], urls: [String]?, reason: String
    ) async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        do {
            _ = try await gw2.createSubtoken(permissions: permissions, expiry: expiry, urls: urls)
            Issue.record("expected a failure")
        } catch .invalidRequest(let text) {
            #expect(text.contains(reason))
        }
        #expect(try await server.stats(path: "/v2/createsubtoken").count == 0)
        #expect(try await server.stats(path: "/v2/tokeninfo").count == 0)
    }

    @Test func `a key cannot hand on a permission it lacks`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "limited-key")
        do {
            _ = try await gw2.createSubtoken(permissions: [.account, .wallet], expiry: Self.expiry)
            Issue.record("expected a failure")
        } catch .invalidRequest(let text) {
            #expect(text.contains("\"wallet\""))
        }
        #expect(try await server.stats(path: "/v2/createsubtoken").count == 0)
    }

    @Test func `a subtoken never shows in text`() throws {
        let secret = "eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.c2ln"
        let sub = try JSONDecoder().decode(GuildWars2.Subtoken.self, from: Data(#"{"subtoken":"\#(secret)"}"#.utf8))
        var dumped = ""
        dump(sub, to: &dumped)
        for text in ["\(sub)", String(reflecting: sub), dumped] {
            #expect(!text.contains(secret) && text.contains("<redacted>"))
        }
        #expect(String(decoding: try JSONEncoder().encode(sub), as: UTF8.self).contains(secret))
    }
}

struct SubtokenInfoTests {
    @Test func `a subtoken's tokeninfo carries its expiry, issue time and URLs, and the build is typed`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let info = try await gw2.get(endpoint: .tokenInfo).query(key: "access_token", value: "subtoken-example")
            .decode(type: GuildWars2.TokenInfo.self)
        #expect(info.type == .subtoken && info.urls == ["/v2/account/bank"])
        #expect(info.expiresAt == SubtokenTests.expiry && info.issuedAt! < SubtokenTests.expiry)
        #expect(info.permissions == [.account, .inventories])
        #expect(try await gw2.build().id > 0)
    }
}
