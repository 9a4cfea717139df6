// Authenticator over real sockets: a refused token renewed once for every request refused with it, each sent again
// once; the refresh's failures, a refusal of the new token and a redirect to another origin.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct AuthenticatorTests {
    struct Refused: Error, CustomStringConvertible { var description: String { "the identity provider said no" } }

    /// A client whose requests carry tokens from `tokens`, held after adapting until `gathering` of them are
    /// ready, so that all of them leave with the same token.
    private func client(
        _ server: TestServer, _ tokens: TokenStore, _ refusals: RefusalCounter, gathering count: Int = 1,
        over kind: TransportKind
    ) throws -> RESTClient {
        let barrier = Barrier(count)
        return try RESTClient(baseURL: server.baseURL, transport: kind.make().transport).configured {
            $0.adapters = [Authenticator(tokens: tokens), ClosureAdapter { try await barrier.arrive(with: $0) }]
            $0.monitors = [refusals]
        }
    }

    private func credentials(_ server: TestServer, _ path: String) async throws -> [String?] {
        try await server.requests(path: path).map { $0.header("authorization") }
    }

    @Test(arguments: TransportKind.available)
    func `twenty requests refused with one token cause one refresh and are each sent again once`(
        over kind: TransportKind
    ) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let refusals = RefusalCounter(opening: 20)
        let tokens = TokenStore(token: "t1") {
            try await refusals.allRefused.pass()  // every request was refused with t1 before the refresh ends
            return "t2"
        }
        let api = try client(server, tokens, refusals, gathering: 20, over: kind)
        let responses = try await withWatchdog(seconds: 60) {
            try await withThrowingTaskGroup(of: RESTResponse.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        try await api.get("auth/twenty").query(key: "valid", value: "t2").query(
                            key: "n", value: "\(index)"
                        )
                        .response()
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(responses.count == 20 && responses.allSatisfy { $0.statusCode == 200 && $0.attempts == 2 })
        #expect(await tokens.refreshCount == 1)
        let sent = try await credentials(server, "/auth/twenty")
        #expect(sent.filter { $0 == "Bearer t1" }.count == 20 && sent.filter { $0 == "Bearer t2" }.count == 20)
        #expect(refusals.replays == 20)
    }

    @Test(arguments: TransportKind.available)
    func `a shared GET refused once is sent again once and every waiter gets the answer`(
        over kind: TransportKind
    ) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let refusals = RefusalCounter(opening: 1)
        let tokens = TokenStore(token: "t1") { "t2" }
        let api = try client(server, tokens, refusals, over: kind)
        let bodies = try await withWatchdog(seconds: 60) {
            try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<10 {
                    group.addTask { try await api.get("auth/shared").query(key: "valid", value: "t2").string() }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(bodies.count == 10 && bodies.allSatisfy { $0.contains("Bearer t2") })
        // Those that joined the first exchange got its replay's answer; any later one went with the new token.
        let sent = try await credentials(server, "/auth/shared")
        #expect(sent.first == "Bearer t1" && sent.filter { $0 == "Bearer t1" }.count == 1)
        #expect(await tokens.refreshCount == 1)
    }

    @Test(arguments: TransportKind.available)
    func `a refresh that throws fails every request refused with the same typed error`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let refusals = RefusalCounter(opening: 20)
        let tokens = TokenStore(token: "t1") {
            try await refusals.allRefused.pass()
            throw Refused()
        }
        let api = try client(server, tokens, refusals, gathering: 20, over: kind)
        let errors: [String] = await withWatchdog(seconds: 60) {
            await withTaskGroup(of: String.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        await Self.failure(
                            of: api.get("auth/failing").query(key: "valid", value: "t2")
                                .query(key: "n", value: "\(index)"))
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(
            Set(errors) == ["Authentication failed: the credential's refresh failed: the identity provider said no"])
        #expect(errors.count == 20)
        #expect(try await credentials(server, "/auth/failing").count == 20)  // none was sent again
    }

    /// The line of the refresh failure `session` ends with, naming a ``Refused`` error; else what it got instead.
    private static func failure(of session: GetSession) async -> String {
        do {
            _ = try await session.data()
            return "no error"
        } catch {
            guard case .authentication(.refreshFailed(let refusal)) = error, refusal is Refused else {
                return "wrong error: \(error)"
            }
            return "\(error)"
        }
    }

    @Test(arguments: TransportKind.available)
    func `a refresh that hangs fails the request when its timeout ends`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let never = Gate()
        let tokens = TokenStore(token: "t1") {
            try await never.pass()
            return "t2"
        }
        let api = try client(server, tokens, RefusalCounter(opening: 1), over: kind)
        _ = await withWatchdog(seconds: 60) {
            await #expect {
                _ = try await api.get("auth/hanging").query(key: "valid", value: "t2").timeout(0.5).data()
            } throws: { error in
                guard case .adaptation(let failure) = error as? RESTError else { return false }
                return failure.adapter == "Authenticator" && (failure.underlying as? URLError)?.code == .timedOut
            }
        }
        await never.open()
    }

    @Test(arguments: TransportKind.available)
    func `a new token refused again fails with its status after two attempts`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let tokens = TokenStore(token: "t1") { "t2" }
        let api = try client(server, tokens, RefusalCounter(opening: 1), over: kind)
        do {
            _ = try await api.get("auth/again").query(key: "valid", value: "t9").data()
            Issue.record("expected a 401")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 401 && failure.attempts == 2)
        }
        #expect(try await credentials(server, "/auth/again") == ["Bearer t1", "Bearer t2"])
        #expect(await tokens.refreshCount == 1)
    }

    @Test(arguments: TransportKind.available)
    func `a redirect to another origin carries no token and its refusal renews nothing`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let other = try await TestServer.start()
        defer { other.stop() }
        let tokens = TokenStore(token: "t1") { "t2" }
        let api = try client(server, tokens, RefusalCounter(opening: 1), over: kind)
        await #expect {
            _ = try await api.get("redirect-to").query(key: "url", value: other.url("/auth/away").absoluteString)
                .data()
        } throws: { ($0 as? RESTError)?.statusCode == 401 }
        #expect(try await credentials(other, "/auth/away") == [nil])
        #expect(try await credentials(server, "/redirect-to") == ["Bearer t1"])
        #expect(await tokens.refreshCount == 0)
    }

    @Test(arguments: TransportKind.available)
    func `a one-shot body refused is not sent again and the error says so`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let tokens = TokenStore(token: "t1") { "t2" }
        let api = try client(server, tokens, RefusalCounter(opening: 1), over: kind)
        let chunks = AsyncStream<Data> { continuation in
            continuation.yield(Data("once".utf8))
            continuation.finish()
        }
        do {
            _ = try await api.post("auth/upload", body: .stream(chunks, length: 4)).query(key: "valid", value: "t2")
                .data()
            Issue.record("expected a failure")
        } catch .authentication(let failure) {
            #expect(
                "\(RESTError.authentication(failure))"
                    == "Authentication failed: HTTP 401 refused the credential; it was renewed, but the request was "
                    + "not sent again: its body is a one-shot stream")
        }
        #expect(try await credentials(server, "/auth/upload") == ["Bearer t1"])
        #expect(await tokens.refreshCount == 1)  // the next request carries the new token
    }

    @Test(arguments: TransportKind.available)
    func `a nonce refused by a 403 that names it is renewed in its own header`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let nonces = TokenStore(token: "n1") { "n2" }
        let nonce = Authenticator(tokens: nonces, header: "X-WP-Nonce", scheme: nil) { response in
            response.statusCode == 403
                && String(decoding: response.body, as: UTF8.self).contains("rest_cookie_invalid_nonce")
        }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport).configured {
            $0.adapters = [nonce]
        }
        let nonceRoute = api.post("auth/nonce").query(key: "valid", value: "n2").query(
            key: "header", value: "X-WP-Nonce"
        )
        .query(key: "scheme", value: "").query(key: "status", value: "403")
        .query(key: "error", value: "rest_cookie_invalid_nonce")
        #expect(try await nonceRoute.string().contains(#""credential": "n2""#))
        #expect(try await server.requests(path: "/auth/nonce").map { $0.header("x-wp-nonce") } == ["n1", "n2"])
        await #expect { _ = try await api.get("auth/other").query(key: "status", value: "403").data() } throws: {
            ($0 as? RESTError)?.statusCode == 403  // a 403 for another reason is no refused nonce
        }
        #expect(await nonces.refreshCount == 1)
    }
}

/// Counts the `401`s and the replays the monitors hear of, and opens its gate at the `count`th `401`.
final class RefusalCounter: EventMonitor, @unchecked Sendable {
    /// Open once `count` answers were `401`.
    let allRefused = Gate()
    private let count: Int
    private let lock = NSLock()
    private var refused = 0
    private var replayCount = 0

    init(opening count: Int) { self.count = count }

    /// How many attempts followed a `401` at once.
    var replays: Int { lock.withLock { replayCount } }

    func record(_ event: RequestEvent) {
        switch event {
        case .received(_, let response, _) where response.statusCode == 401:
            let reached = lock.withLock {
                refused += 1
                return refused == count
            }
            if reached { Task { await allRefused.open() } }
        case .retrying(_, _, let delay) where delay == .zero:
            lock.withLock { replayCount += 1 }
        default:
            break
        }
    }
}

/// Holds requests until `count` of them arrived, then lets every one through, now and later.
actor Barrier {
    private let gate = Gate()
    private let count: Int
    private var arrived = 0

    init(_ count: Int) { self.count = count }

    /// Returns `request` once `count` requests arrived.
    func arrive(with request: URLRequest) async throws -> URLRequest {
        arrived += 1
        if arrived == count { await gate.open() }
        try await gate.pass()
        return request
    }
}
