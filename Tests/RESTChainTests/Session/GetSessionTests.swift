// GetSession in memory: shaping sends nothing, handlers transform the same bytes, headers and decoders apply.
import Foundation
import RESTChain
import Testing

struct GetSessionTests {
    @Test func `shaping a session sends nothing`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        let session = api.get("users").query(key: "id", value: "2").setting(header: "X-Trace", to: "1").accepting(
            statusCodes: 200..<300, 404)
        _ = session.decoder(JSONDecoder()).timeout(5)
        #expect(await recorder.count == 0)
        #expect(session.request.absoluteString == "https://api.example.com/api/v2/users?id=2")
    }

    @Test func `the final URL carries version, path and encoded query`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        _ = try await api.get("/users").query(key: "q", value: "a b&c").query([URLQueryItem(name: "flag", value: nil)])
            .data()
        let sent = try #require(await recorder.requests.first)
        #expect(sent.url?.absoluteString == "https://api.example.com/api/v2/users?q=a%20b%26c&flag")
        #expect(sent.httpMethod == "GET")
    }

    @Test func `universal headers go on every request and per-request headers go on top`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        _ = try await api.get("a").setting(header: "x-api-key", to: "override").setting(
            header: "Accept", to: "text/plain"
        ).data()
        _ = try await api.post("b").data()
        let requests = await recorder.requests
        #expect(requests[0].value(forHTTPHeaderField: "X-API-KEY") == "override")
        #expect(requests[0].value(forHTTPHeaderField: "Accept") == "text/plain")
        #expect(requests[1].value(forHTTPHeaderField: "X-API-KEY") == "secret")
    }

    @Test func `every handler transforms the same bytes its own way`() async throws {
        let body = #"[{"id":1,"name":"Ann","admin":true,"email":null}]"#
        let api = try stubClient(StubTransport { _ in RESTResponse(statusCode: 200, body: Data(body.utf8)) })
        let session = api.get("users")
        #expect(try await session.data() == Data(body.utf8))
        #expect(try await session.string() == body)
        #expect(try await session.json()[0]?["admin"] == .bool(true))
        #expect(try await session.decode(type: [User].self) == [User(id: 1, name: "Ann", admin: true, email: nil)])
    }

    @Test func `a decoder set per client, per session and per call applies in that order`() async throws {
        struct Stamp: Decodable, Equatable { let createdAt: Date }
        let body = Data(#"{"created_at": 0}"#.utf8)
        let snake = JSONDecoder()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        snake.dateDecodingStrategy = .secondsSince1970
        let api = try RESTClient(
            baseURL: "https://x.test",
            transport: StubTransport { _ in
                RESTResponse(statusCode: 200, body: body)
            }, decoder: snake)
        #expect(try await api.get("s").decode(type: Stamp.self).createdAt == Date(timeIntervalSince1970: 0))
        await #expect(throws: RESTError.self) { try await api.get("s").decoder(JSONDecoder()).decode(type: Stamp.self) }
        await #expect(throws: RESTError.self) {
            try await api.get("s").decode(type: Stamp.self, decoder: JSONDecoder())
        }
    }

    @Test func `text is read in the charset the server names`() async throws {
        let api = try stubClient(
            StubTransport { _ in
                RESTResponse(
                    statusCode: 200, headers: ["Content-Type": "text/plain; charset=ISO-8859-1"],
                    body: Data([0x63, 0x61, 0x66, 0xE9]))
            })
        #expect(try await api.get("t").string() == "café")
    }

    @Test func `invalid UTF-8 is a decoding error, not garbage`() async throws {
        let api = try stubClient(StubTransport { _ in RESTResponse(statusCode: 200, body: Data([0xFF, 0xFE, 0xFD])) })
        await #expect {
            _ = try await api.get("t").string()
        } throws: { error in
            guard case .decoding(let failure) = error as? RESTError else { return false }
            return failure.reason.contains("utf-8")
        }
    }

    @Test func `a main-actor completion handler runs on the main actor`() async throws {
        let api = try stubClient(StubTransport { _ in RESTResponse(statusCode: 200, body: Data("hi".utf8)) })
        await confirmation { delivered in
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                api.get("x").string { @MainActor result in
                    MainActor.assertIsolated()
                    #expect((try? result.get()) == "hi")
                    delivered()
                    done.resume()
                }
            }
        }
    }
}
