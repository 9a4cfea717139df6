// README "Decoders": the client's decoder applies unless a session or a call brings its own.
import Foundation
import RESTChain
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
}
