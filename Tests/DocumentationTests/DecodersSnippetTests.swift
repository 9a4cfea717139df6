// DocC "Making Requests", "Decoders": the client's decoder applies unless a session or a call brings its own.
import RESTChain
import Testing

struct DecodersSnippetTests {
    private struct Member: Decodable, Sendable {
        let userName: String
    }

    @Test func `the client's decoder applies unless a session or a call brings its own`() async throws {
        let snakeCase = JSONDecoder()
        snakeCase.keyDecodingStrategy = .convertFromSnakeCase
        let stub = StubTransport(respond: { _ in jsonResponse(#"{"user_name": "ann"}"#) })
        let api = try RESTClient(baseURL: "https://api.example.com", transport: stub, decoder: snakeCase)

        #expect(try await api.get("member").decode(type: Member.self).userName == "ann")
        await #expect(throws: RESTError.self) {
            try await api.get("member").decoder(JSONDecoder()).decode(type: Member.self)
        }
        await #expect(throws: RESTError.self) {
            try await api.get("member").decode(type: Member.self, decoder: JSONDecoder())
        }
        let callWins = try await api.get("member").decoder(JSONDecoder()).decode(type: Member.self, decoder: snakeCase)
        #expect(callWins.userName == "ann")
    }

    @Test func `decodeWithResponse and RESTResponse.decode read the value with its response`() async throws {
        let stub = StubTransport(respond: { request in
            if request.url?.path == "/users/9" { return jsonResponse(#"{"code": "missing"}"#, status: 404) }
            return jsonResponse(#"[{"id": 1, "name": "Ann"}]"#, headers: ["X-Total-Count": "41"])
        })
        let api = try RESTClient(baseURL: "https://api.example.com", transport: stub)

        let (users, response) = try await api.get("users").decodeWithResponse(type: [User].self)
        let summary = "\(users.count) of \(response.headers["X-Total-Count"] ?? "?")"  // docs: print(…)
        let maybe = try await api.get("users/9").accepting(statusCodes: 200..<300, 404).response()
        let user = maybe.statusCode == 404 ? nil : try maybe.decode(type: User.self)

        #expect(summary == "1 of 41")
        #expect(user == nil)
    }
}
