// A server that quotes the request's own secret in an error body: the error never shows it.
import Foundation
import RESTChain
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct SecretEchoTests {
    /// A server that answers `status` with a body quoting every header and the query it received.
    private static func echoing(status: Int) -> StubTransport {
        StubTransport { request in
            let headers = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }
                .map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
            let text = #"{"message": "refused \#(headers) for \#(request.url?.query ?? "")"}"#
            return RESTResponse(statusCode: status, body: Data(text.utf8), url: request.url)
        }
    }

    private static func texts(of error: RESTError) -> [String] {
        var dumped = ""
        dump(error, to: &dumped)
        var texts = [error.description, String(reflecting: error), dumped]
        if case .httpStatus(let failure) = error {
            texts += [failure.bodyText, String(decoding: failure.body, as: UTF8.self)]
        }
        return texts
    }

    @Test func `a 401 quoting the bearer token an adapter added and a secret query value shows neither`() async throws {
        let api = try RESTClient(baseURL: "https://api.example.com", transport: Self.echoing(status: 401))
            .configured {
                $0.adapters = [
                    ClosureAdapter { request in
                        var request = request
                        request.setValue("Bearer TOKEN-4711-abc", forHTTPHeaderField: "Authorization")
                        return request
                    }
                ]
            }
        let error = await #expect(throws: RESTError.self) {
            try await api.get("me").query(key: "api_key", value: "KEY/4711 x").query(key: "page", value: "2").data()
        }
        let failure = try #require(error)
        for text in Self.texts(of: failure) {
            #expect(
                !text.contains("TOKEN-4711") && !text.contains("KEY/4711") && !text.contains("KEY%2F4711"), "\(text)")
        }
        #expect(failure.description.contains("Authorization=<redacted>"))
        #expect(failure.description.contains("page=2"))
    }

    @Test func `a Basic password echoed alone or as the pair is redacted`() async throws {
        let basic = Data("ann:hunter2-secret".utf8).base64EncodedString()
        let transport = StubTransport { _ in
            RESTResponse(statusCode: 403, body: Data("user ann:hunter2-secret, password hunter2-secret".utf8))
        }
        let api = try RESTClient(
            baseURL: "https://api.example.com", headers: ["Authorization": "Basic \(basic)"], transport: transport)
        let error = await #expect(throws: RESTError.self) { try await api.get("me").data() }
        let failure = try #require(error)
        for text in Self.texts(of: failure) { #expect(!text.contains("hunter2"), "\(text)") }
        #expect(failure.description.contains("user <redacted>, password <redacted>"))
    }

    @Test func `a successful body is the caller's and stays as sent`() async throws {
        let api = try RESTClient(
            baseURL: "https://api.example.com", headers: ["X-API-Key": "KEY-4711"], transport: Self.echoing(status: 200)
        )
        let body = try await api.get("me").string()
        #expect(body.contains("KEY-4711"))
    }
}
