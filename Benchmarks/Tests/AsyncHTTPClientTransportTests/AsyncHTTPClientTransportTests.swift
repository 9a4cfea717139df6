// Tests of the "Faster transports" recipe: RESTChain over AsyncHTTPClient against the loopback server.
import AsyncHTTPClientTransport
import BenchmarkBodies
import Foundation
import LoopbackServer
import RESTChain
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(1)))
struct AsyncHTTPClientTransportTests {
    let server: LoopbackServer
    let api: RESTClient

    init() throws {
        server = try LoopbackServer(bulkDelay: .seconds(30))
        api = try RESTClient(baseURL: server.baseURL, transport: AsyncHTTPClientTransport())
    }

    @Test func `a GET decodes the server's JSON`() async throws {
        let users = try await api.get("users").decode(type: [User].self)
        #expect(users.map(\.id) == Array(1...20))
        #expect(users[1].email == "user2@example.com")
    }

    @Test func `the response carries the status, the headers and the URL`() async throws {
        let response = try await api.get("users").response()
        #expect(response.statusCode == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.url?.absoluteString == server.baseURL + "/users")
        #expect(response.body == Data(Bodies.users.utf8))
    }

    @Test func `the method, the headers and the body reach the server`() async throws {
        let echo = try await api.post("echo", body: .json(["title": "Hello"]))
            .setting(header: "X-Trace", to: "abc")
            .decode(type: Echo.self)
        #expect(echo.method == "POST")
        #expect(echo.headers["x-trace"] == "abc")
        #expect(echo.headers["content-type"]?.hasPrefix("application/json") == true)
        #expect(echo.body == #"{"title":"Hello"}"#)
    }

    @Test func `a 404 is a response that RESTChain turns into an httpStatus error`() async throws {
        await #expect {
            try await api.get("nowhere").data()
        } throws: { error in
            (error as? RESTError)?.statusCode == 404
        }
    }

    @Test func `a refused connection is a transport error once the timeout is up`() async throws {
        let stopped = try LoopbackServer()
        let base = stopped.baseURL
        stopped.stop()
        // AsyncHTTPClient keeps trying to connect until the request's deadline.
        let refused = try RESTClient(baseURL: base, transport: AsyncHTTPClientTransport(timeout: .milliseconds(500)))
        await #expect {
            try await refused.get("users").data()
        } throws: { error in
            guard case .transport(let failure) = error as? RESTError else { return false }
            return failure.code == .cannotConnectToHost
        }
    }

    @Test func `a body over the session's size limit fails instead of growing without end`() async throws {
        await #expect {
            try await api.get("users").responseSizeLimit(100).data()
        } throws: { error in
            guard case .responseTooLarge(let limit, _) = error as? RESTError else { return false }
            return limit == 100
        }
    }

    @Test func `cancelling the waiting task ends a request the server holds for 30 seconds`() async throws {
        let request = Task { try await api.get("v2/items").query(key: "ids", value: "1").data() }
        while server.requestsReceived == 0 { await Task.yield() }
        request.cancel()
        await #expect {
            try await request.value
        } throws: { error in
            if case .cancelled = error as? RESTError { return true }
            return false
        }
    }
}

/// The loopback server's `/echo` answer.
struct Echo: Decodable {
    let method: String
    let headers: [String: String]
    let body: String
}
