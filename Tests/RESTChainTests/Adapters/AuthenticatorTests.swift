// Authenticator over real sockets: a refused token renewed once for every request refused with it, each sent again
// once; a shared GET, a redirect to another origin, a one-shot body and a nonce in a header of its own.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct AuthenticatorTests {
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
        let loopback = try AuthenticatorLoopback(server, tokens, refusals, gathering: 20, over: kind)
        let outcomes = await AuthenticatorLoopback.callers { [api = loopback.api] index in
            do {
                let response = try await api.get("auth/twenty").query(key: "n", value: "\(index)")
                    .query(key: "valid", value: "t2").response()
                return "HTTP \(response.statusCode) after \(response.attempts) attempts"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcomes == Array(repeating: "HTTP 200 after 2 attempts", count: 20))
        #expect(await tokens.refreshCount == 1)
        // At the server: each caller's request came twice, first with the old token and then with the new one.
        #expect(
            try await loopback.credentialsByCaller("/auth/twenty")
                == AuthenticatorLoopback.twentyCallers(sending: ["Bearer t1", "Bearer t2"]))
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
        let api = try AuthenticatorLoopback(server, tokens, refusals, over: kind).api
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
        let sent = try await server.requests(path: "/auth/shared").map { $0.header("authorization") }
        #expect(sent.first == "Bearer t1" && sent.filter { $0 == "Bearer t1" }.count == 1)
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
        let api = try AuthenticatorLoopback(server, tokens, RefusalCounter(opening: 1), over: kind).api
        await #expect {
            _ = try await api.get("redirect-to").query(key: "url", value: other.url("/auth/away").absoluteString)
                .data()
        } throws: { ($0 as? RESTError)?.statusCode == 401 }
        #expect(try await other.requests(path: "/auth/away").map { $0.header("authorization") } == [nil])
        #expect(try await server.requests(path: "/redirect-to").map { $0.header("authorization") } == ["Bearer t1"])
        #expect(await tokens.refreshCount == 0)
    }

    @Test(arguments: TransportKind.available)
    func `a one-shot body refused is not sent again and the error says so`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let tokens = TokenStore(token: "t1") { "t2" }
        let api = try AuthenticatorLoopback(server, tokens, RefusalCounter(opening: 1), over: kind).api
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
        #expect(try await server.requests(path: "/auth/upload").map { $0.header("authorization") } == ["Bearer t1"])
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
