// Verbs, headers, bodies and query encoding as a real server received them.
import Foundation
import RESTChain
import TestSupport
import Testing

struct LoopbackRequestTests {
    struct Credentials: Encodable {
        let email: String
        let password: String
        let remember: Bool
    }

    @Test(arguments: TransportKind.available)
    func `verbs, headers and JSON bodies arrive as sent`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(
            baseURL: server.baseURL + "/echo/api", version: .v(2), headers: ["X-API-KEY": "secret"],
            transport: kind.make().transport)
        let login = try await api.post("login", body: .json(Credentials(email: "a@b.c", password: "p", remember: true)))
            .setting(header: "X-Request-Id", to: "42").json()
        #expect(login["method"] == "POST")
        #expect(login["path"] == "/echo/api/v2/login")
        #expect(login["headers"]?["x-api-key"] == "secret")
        #expect(login["headers"]?["x-request-id"] == "42")
        #expect(login["json"] == ["email": "a@b.c", "password": "p", "remember": true])
        for verb in ["PUT", "PATCH", "DELETE", "PURGE"] {
            #expect(try await api.request(HTTPMethod(rawValue: verb), "cache").json()["method"] == .string(verb))
        }
        let form = try await api.patch("users/2", body: .form(["name": "Ann Lee", "tag": "a&b"])).json()
        #expect(form["form"] == [["name", "Ann Lee"], ["tag", "a&b"]])
    }

    @Test(arguments: TransportKind.available)
    func `multipart bodies are parsed by the server`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 3])
        let echo = try await api.post(
            "echo/avatar",
            body: .multipart([
                .file(name: "avatar", filename: "a.png", contentType: "image/png", data: png),
                .field(name: "caption", value: "hi ✓"),
            ])
        ).json()
        let parts = try #require(echo["multipart"]?.arrayValue)
        #expect(parts.count == 2)
        #expect(parts[0]["name"] == "avatar" && parts[0]["filename"] == "a.png")
        #expect(parts[0]["content_type"] == "image/png" && parts[0]["size"] == 8)
        #expect(parts[1]["name"] == "caption" && parts[1]["text"] == "hi ✓")
    }

    @Test(arguments: TransportKind.available, ["a b", "x&y=z", "1+1", "café ☕", "100%", "a/b?c#d", "  ", "日本語"])
    func `odd query values reach the server exactly as given`(over kind: TransportKind, value: String) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let echo = try await api.get("echo/q").query(key: "v", value: value).query(key: "k&=", value: "2").json()
        #expect(echo["query_items"] == [["v", .string(value)], ["k&=", "2"]])
    }

    @Test(arguments: TransportKind.available)
    func `a redirect to another host drops the credentials, a same-origin one keeps them`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(
            baseURL: server.baseURL, headers: ["Authorization": "Bearer s3cr3t", "X-API-KEY": "k"],
            transport: kind.make().transport)
        let same = try await api.get("redirect/1").json()
        #expect(same["headers"]?["authorization"] == "Bearer s3cr3t")
        let elsewhere = "http://localhost:\(server.port)/echo/landed"
        let crossed = try await api.get("redirect-to").query(key: "url", value: elsewhere).json()
        #expect(crossed["path"] == "/echo/landed")
        #expect(crossed["headers"]?["authorization"] == nil)
        #expect(crossed["headers"]?["x-api-key"] == nil)
    }
}
