// A client generated at build time from openapi.yaml, sending through RESTChainTransport to a loopback server.
import Foundation
import IntegrationTestSupport
import OpenAPIRESTChain
import OpenAPIRuntime
import RESTChain
import Testing

@Suite("OpenAPIRESTChain: a generated client over a RESTClient")
struct OpenAPIRESTChainTests {
    /// A generated client for `server`, sending through `api` (a client of the server by default).
    static func generated(
        _ server: LoopbackServer, configuration: RESTChainTransport.Configuration = .init(),
        _ change: (inout ClientConfiguration) -> Void = { _ in }
    ) throws -> Client {
        let api = try RESTClient(baseURL: server.url.absoluteString).configured(change)
        return Client(
            serverURL: server.url.appendingPathComponent("v2"),
            transport: RESTChainTransport(client: api, configuration: configuration))
    }

    @Test("a cached GET is answered from RESTChain's cache: the server sees it once")
    func cachedGET() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let client = try Self.generated(server)
        let first = try await client.getBuild().ok.body.json
        let second = try await client.getBuild().ok.body.json
        #expect(first.id == 115267)
        #expect(second.id == 115267)
        #expect(try await server.count(path: "/v2/build") == 1)
    }

    @Test("identical concurrent GETs are sent once and every caller gets the answer")
    func coalescedGETs() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let client = try Self.generated(server)
        // The server holds its answer, so every call joins the first one's request while it is in flight.
        let names = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await client.getItem(path: .init(id: 7), query: .init(hold: 1.5)).ok.body.json.name
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(names == Array(repeating: "Item 7", count: 8))
        #expect(try await server.count(path: "/v2/items/7") == 1)
        // The answer is no-store: the next call goes to the server again.
        _ = try await client.getItem(path: .init(id: 7)).ok
        #expect(try await server.count(path: "/v2/items/7") == 2)
    }

    @Test("a documented error status reaches the generated client as its case, not as a thrown error")
    func documentedStatus() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let client = try Self.generated(server)
        let failure = try await client.getItem(path: .init(id: 0)).notFound.body.json
        #expect(failure.text == "no such id")
    }

    @Test("the client's retry policy applies: a 503 with Retry-After is sent again")
    func retries() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let client = try Self.generated(server) { $0.retryPolicy = .rateLimited }
        #expect(try await client.getFlaky().ok.body.json.id == 1)
        #expect(try await server.count(path: "/v2/flaky") == 2)
    }

    @Test("a body read once and of unknown length is streamed up; the server receives every byte")
    func streamedUpload() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let client = try Self.generated(server)
        let chunks = (0..<4).map { ArraySlice(repeating: UInt8(ascii: "a") + UInt8($0), count: 100_000) }
        let stream = AsyncStream<ArraySlice<UInt8>> { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
        }
        let answer = try await client.echo(body: .binary(HTTPBody(stream, length: .unknown))).ok
        #expect(answer.headers.xReceivedLength == 400_000)
        let echoed = try await [UInt8](collecting: answer.body.binary, upTo: 1 << 20)
        #expect(echoed == Array(chunks.joined()))
    }

    @Test("a body in memory is sent with its length and can be sent again")
    func uploadFromMemory() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let client = try Self.generated(server)
        let answer = try await client.echo(body: .binary(HTTPBody("hello, tyria"))).ok
        #expect(answer.headers.xReceivedLength == 12)
        #expect(try await String(collecting: answer.body.binary, upTo: 64) == "hello, tyria")
    }

    @Test("a streamed operation's body arrives as it is sent, past the size limit of whole bodies")
    func streamedDownload() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let size = 3 << 20
        let limited: (inout ClientConfiguration) -> Void = { $0.responseSizeLimit = 1 << 20 }
        let streaming = try Self.generated(server, configuration: .init(streamedOperations: ["getFile"]), limited)
        var received = 0
        var chunks = 0
        for try await chunk in try await streaming.getFile(query: .init(size: size)).ok.body.binary {
            received += chunk.count
            chunks += 1
        }
        #expect(received == size)
        #expect(chunks > 1)
        // Read whole, the same body passes the client's size limit and fails with RESTChain's error.
        let whole = try Self.generated(server, limited)
        await #expect {
            _ = try await whole.getFile(query: .init(size: size))
        } throws: { error in
            guard case .responseTooLarge = (error as? ClientError)?.underlyingError as? RESTError else { return false }
            return true
        }
    }
}
