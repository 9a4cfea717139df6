// README and DocC "Making Requests", "Verbs and bodies": every verb and body kind, as the loopback echo server received
// it.
import RESTChain
import TestSupport
import Testing

struct VerbsAndBodiesSnippetTests {
    @Test func `verbs and bodies arrive at the server as the docs describe`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(
            baseURL: server.baseURL + "/echo/api", version: .v(2), headers: ["X-API-KEY": "secret"])
        let user = User(id: 2, name: "Bob")
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

        let token = try await api.post("login", body: .json(Credentials(email: "a@b.c", password: "p")))
            .decode(type: Token.self)
        let put = try await api.put("users/2", body: .json(user)).data()
        let patch = try await api.patch("users/2", body: .form(["name": "Ann"])).data()
        let delete = try await api.delete("users/2").data()
        let purge = try await api.request("PURGE", "cache").data()  // any verb
        let avatar = try await api.post(
            "avatar",
            body: .multipart([
                .file(name: "avatar", filename: "a.png", contentType: "image/png", data: png),
                .field(name: "caption", value: "hi"),
            ])
        ).data()

        #expect(token.method == "POST" && token.path == "/echo/api/v2/login")
        #expect(token.json == ["email": "a@b.c", "password": "p"])
        let echoedPut = try JSONDecoder().decode(JSONValue.self, from: put)
        #expect(echoedPut["method"] == "PUT" && echoedPut["json"] == ["id": 2, "name": "Bob"])
        let echoedPatch = try JSONDecoder().decode(JSONValue.self, from: patch)
        #expect(echoedPatch["method"] == "PATCH" && echoedPatch["form"] == [["name", "Ann"]])
        let echoedDelete = try JSONDecoder().decode(JSONValue.self, from: delete)
        #expect(echoedDelete["method"] == "DELETE" && echoedDelete["path"] == "/echo/api/v2/users/2")
        let echoedPurge = try JSONDecoder().decode(JSONValue.self, from: purge)
        #expect(echoedPurge["method"] == "PURGE" && echoedPurge["path"] == "/echo/api/v2/cache")
        let parts = try #require(try JSONDecoder().decode(JSONValue.self, from: avatar)["multipart"]?.arrayValue)
        #expect(parts.count == 2)
        #expect(parts.first?["filename"] == "a.png" && parts.first?["content_type"] == "image/png")
        #expect(parts.first?["size"] == 8)
        #expect(parts.last?["name"] == "caption" && parts.last?["text"] == "hi")
        let logged = try await server.requests(path: "/echo/api/v2/login")
        #expect(logged.first?.header("x-api-key") == "secret")
    }

    @Test func `a body goes compressed when the client or one request asks`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL + "/inflate")
        let events = [User(id: 1, name: "Ann"), User(id: 2, name: "Bob")]
        let export = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try Data(String(repeating: "row\n", count: 1000).utf8).write(to: export)
        defer { try? FileManager.default.removeItem(at: export) }

        let logs = api.configured { $0.requestBodyCompression = .gzip }
        let first = try await logs.post("events", body: .json(events)).data()
        let second = try await api.put("export", body: .file(export)).compressingBody(.deflate).data()

        let gzipped = try JSONDecoder().decode(JSONValue.self, from: first)
        let text = gzipped["text"]?.stringValue ?? ""
        #expect(gzipped["coding"] == "gzip" && text.contains(#""name":"Ann""#) && text.contains(#""name":"Bob""#))
        let deflated = try JSONDecoder().decode(JSONValue.self, from: second)
        #expect(deflated["coding"] == "deflate" && deflated["length"] == 4000 && deflated["chunked"] == true)
    }

    @Test func `parameters go in a JSON body by default with booleans kept, or in the query string on request`()
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL + "/echo/api", version: .v(2))

        // Parameters: the query string for GET/HEAD/DELETE, a JSON body otherwise — booleans stay true/false.
        let login = try await api.request(.post, "login", parameters: ["email": "a@b.c", "remember": true]).data()
        let search = try await api.request(.post, "search", parameters: ["q": "swift"], encoding: .queryString).data()

        let echoedLogin = try JSONDecoder().decode(JSONValue.self, from: login)
        #expect(echoedLogin["json"] == ["email": "a@b.c", "remember": true])
        #expect(echoedLogin["json"]?["remember"]?.boolValue == true)
        #expect(echoedLogin["query"] == "")
        let echoedSearch = try JSONDecoder().decode(JSONValue.self, from: search)
        #expect(echoedSearch["method"] == "POST")
        #expect(echoedSearch["query"] == "q=swift")
        #expect(echoedSearch["body_text"] == "")
        let lookup = try await api.request(.get, "users", parameters: ["id": 2, "active": false]).json()
        #expect(lookup["query"] == "active=false&id=2")
    }
}
