// Failures over real sockets: each gives the right RESTError case and a clear message.
import Foundation
import RESTChain
import TestSupport
import Testing

struct LoopbackFailureTests {
    struct ServerError: APIErrorBody, Decodable {
        let code: String
        let message: String
        var description: String { "\(code): \(message)" }
    }

    @Test(arguments: TransportKind.available)
    func `a 404 with a JSON body gives httpStatus with the decoded API error`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(
            baseURL: server.baseURL, transport: kind.make().transport, errorDecoding: .json(ServerError.self))
        do {
            _ = try await api.get("json/users/9").decode(type: User.self)
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 404)
            #expect((failure.apiError as? ServerError)?.code == "user_not_found")
            #expect(
                RESTError.httpStatus(failure).description.hasPrefix(
                    "HTTP 404 from \(server.baseURL)/json/users/9: user_not_found"))
        }
    }

    @Test(arguments: TransportKind.available)
    func `a 500 gives httpStatus with the body`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        do {
            _ = try await api.get("status/500").query(key: "body", value: "text").string()
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 500 && failure.bodyText == "plain failure" && failure.apiError == nil)
        }
    }

    @Test(arguments: TransportKind.available)
    func `a non-JSON body asked for as JSON gives a decoding error showing the body`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        #expect(try await api.get("text").string() == "Hello, RESTChain! ✓")
        #expect(try await api.get("latin1").string() == "café")
        do {
            _ = try await api.get("text").decode(type: [User].self)
            Issue.record("expected a failure")
        } catch .decoding(let failure) {
            #expect(failure.bodyPrefix == "Hello, RESTChain! ✓")
            #expect(RESTError.decoding(failure).description.hasPrefix("Could not decode Array<User>"))
        }
        let users = try await api.get("json/users").decode(type: [User].self)
        #expect(users.map(\.name) == ["Ann", "Bob"] && users[0].admin && users[1].email == nil)
    }

    @Test(arguments: TransportKind.available)
    func `a refused connection gives a transport error`(over kind: TransportKind) async throws {
        // Port 1 (tcpmux): nothing listens there and only root could bind it, so no other test can take it
        // (a just-stopped test server may still be accepting for a moment).
        let api = try RESTClient(baseURL: "http://127.0.0.1:1", transport: kind.make().transport)
        do {
            _ = try await api.get("anything").data()
            Issue.record("expected a failure")
        } catch .transport(let error) {
            #expect(error.code == .cannotConnectToHost)
            #expect(RESTError.transport(error).description.hasPrefix("Transport error"))
        }
    }

    @Test func `an invalid base URL is refused before anything is sent`() {
        #expect { _ = try RESTClient(baseURL: "ftp://127.0.0.1") } throws: { error in
            (error as? RESTError)?.description == #"Invalid URL "ftp://127.0.0.1": the scheme must be http or https"#
        }
    }
}
