// README "Quick start": the client, the four handlers and shaping, against an in-memory api.example.com.
import RESTChain
import Testing

struct QuickStartSnippetTests {
    /// An in-memory `https://api.example.com/api/v2`: `users` lists Ann and Bob, `users?id=2` is Bob.
    private static func exampleAPI() -> RecordingTransport {
        RecordingTransport(
            wrapped: StubTransport(respond: { request in
                guard let url = request.url, url.path == "/api/v2/users" else {
                    return jsonResponse(#"{"code": "not_found"}"#, status: 404)
                }
                if url.query == "id=2" {
                    return jsonResponse(#"{"id": 2, "name": "Bob"}"#)
                }
                return jsonResponse(#"[{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}]"#)
            }))
    }

    @Test func `the quick start's calls decode a user and read bytes, text and JSON`() async throws {
        let transport = Self.exampleAPI()

        let api = try RESTClient(
            baseURL: "https://api.example.com/api", version: .v(2),
            headers: ["X-API-KEY": "secret"], transport: transport)

        // GET https://api.example.com/api/v2/users?id=2
        let user = try await api.get("users").query(key: "id", value: "2").decode(type: User.self)
        let bytes: Data = try await api.get("users").data()
        let text: String = try await api.get("users").string()
        let json: JSONValue = try await api.get("users").json()
        let firstName = json[0]?["name"]?.stringValue ?? ""  // README: print(json[0]?["name"]?.stringValue ?? "")

        #expect(user == User(id: 2, name: "Bob"))
        #expect(try JSONDecoder().decode([User].self, from: bytes).map(\.name) == ["Ann", "Bob"])
        #expect(text.contains(#""name": "Bob""#))
        #expect(firstName == "Ann")
        #expect(transport.urls.first == "https://api.example.com/api/v2/users?id=2")
        #expect(transport.sent.value.allSatisfy { $0.value(forHTTPHeaderField: "X-API-KEY") == "secret" })
    }

    @Test func `shaping sends nothing and a handler starts the request`() async throws {
        let transport = Self.exampleAPI()
        let api = try RESTClient(baseURL: "https://api.example.com/api", version: .v(2), transport: transport)
        let lenient = JSONDecoder()
        let shaped = api.get("users")
            .query(key: "id", value: "2")
            .setting(header: "X-Trace", to: "1")
            .accepting(statusCodes: 200..<300, 404)
            .decoder(lenient)
            .timeout(5)
        #expect(transport.sent.value.isEmpty)

        let user = try await shaped.decode(type: User.self)
        #expect(user.name == "Bob")
        let sent = try #require(transport.sent.value.first)
        #expect(transport.sent.value.count == 1)
        #expect(sent.value(forHTTPHeaderField: "X-Trace") == "1")
        #expect(sent.timeoutInterval > 5)  // URLSession's own timer is only a backstop above the timeout
    }
}
