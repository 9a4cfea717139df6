// Retries over real sockets: the server counts attempts per key, fails the first N of them, then answers.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct LoopbackRetryTests {
    private struct Attempt: Decodable {
        let attempt: Int
        let method: String
        let idempotencyKey: String?
        let bodyText: String?
    }

    private func client(_ server: TestServer, _ policy: RetryPolicy, over kind: TransportKind) throws -> RESTClient {
        try RESTClient(baseURL: server.baseURL, transport: kind.make().transport).configured {
            $0.retryPolicy = policy
            $0.decoder.keyDecodingStrategy = .convertFromSnakeCase
        }
    }

    @Test(arguments: TransportKind.available)
    func `a POST answered 503 is sent once`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try client(server, RetryPolicy(baseDelay: .zero), over: kind)
        for method in [HTTPMethod.post, .patch] {
            let path = "/retry/\(method.rawValue.lowercased())"
            await #expect { _ = try await api.request(method, path, body: .json(["n": 1])).data() } throws: {
                ($0 as? RESTError)?.statusCode == 503
            }
            #expect(try await server.stats(path: path).count == 1)
        }
    }

    @Test(arguments: TransportKind.available)
    func `a POST with an idempotency key is retried with the same key and body`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try client(server, RetryPolicy(baseDelay: .zero), over: kind)
        let answer = try await api.post("retry/charge", body: .json(["amount": 7])).query(key: "failures", value: "2")
            .idempotencyKey("charge-7").decode(type: Attempt.self)
        #expect(answer.attempt == 3 && answer.method == "POST" && answer.idempotencyKey == "charge-7")
        #expect(answer.bodyText == #"{"amount":7}"#)
        let keys = try await server.requests(path: "/retry/charge").map { $0.headers["idempotency-key"] }
        #expect(keys == ["charge-7", "charge-7", "charge-7"])
    }

    @Test(arguments: TransportKind.available)
    func `a GET is retried after the connection drops, with coalescing on and off`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        for coalescing in [true, false] {
            let api = try client(server, RetryPolicy(baseDelay: .zero), over: kind).configured {
                $0.coalescesRequests = coalescing
            }
            let answer = try await api.get("retry/dropped-\(coalescing)").query(key: "fail", value: "close")
                .decode(type: Attempt.self)
            #expect(answer.attempt == 2)
        }
    }

    @Test(arguments: TransportKind.available)
    func `a refused connection is tried the policy's number of times and the error says so`(over kind: TransportKind)
        async throws
    {
        let api = try RESTClient(baseURL: "http://127.0.0.1:1", transport: kind.make().transport).configured {
            $0.retryPolicy = RetryPolicy(maximumAttempts: 4, baseDelay: .zero)
        }
        do {
            _ = try await api.get("anything").query(key: "access_token", value: "SECRET-TOKEN").data()
            Issue.record("expected a failure")
        } catch .transport(let error) {
            #expect(error.code == .cannotConnectToHost)
            let text = RESTError.transport(error).description
            #expect(RESTError.transport(error).attempts == 4)
            #expect(text.contains("after 4 attempts") && !text.contains("SECRET") && !text.contains("\n"))
        }
    }

    @Test(arguments: TransportKind.available)
    func `a status that keeps failing ends after the maximum attempts, the error naming them`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try client(server, RetryPolicy(maximumAttempts: 4, baseDelay: .zero), over: kind)
        do {
            _ = try await api.get("retry/down").query([
                URLQueryItem(name: "failures", value: "-1"), URLQueryItem(name: "access_token", value: "SECRET-TOKEN"),
            ]).data()
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            let text = RESTError.httpStatus(failure).description
            #expect(failure.statusCode == 503 && failure.attempts == 4)
            #expect(text.hasPrefix("HTTP 503 from \(server.baseURL)/retry/down?failures=-1&access_token="))
            #expect(text.contains("after 4 attempts: ") && !text.contains("SECRET") && !text.contains("\n"))
        }
        #expect(try await server.stats(path: "/retry/down").count == 4)
    }

    @Test(arguments: TransportKind.available, ["imf", "rfc850", "asctime"])
    func `a Retry-After date in the past is honoured and the retry succeeds`(over kind: TransportKind, form: String)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try client(server, RetryPolicy(baseDelay: .seconds(600), maximumDelay: .seconds(600)), over: kind)
        let answer = try await api.get("retry/dated-\(form)").query([
            URLQueryItem(name: "retry_after_date", value: "-5"), URLQueryItem(name: "date_form", value: form),
        ]).decode(type: Attempt.self)
        #expect(answer.attempt == 2)
    }

    @Test(arguments: TransportKind.available, [("retry_after", "3600"), ("retry_after_date", "3600")])
    func `a Retry-After longer than the policy allows returns the error at once`(
        over kind: TransportKind, header: (name: String, value: String)
    ) async throws {
        let (name, value) = header
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try client(server, RetryPolicy(maximumDelay: .seconds(60)), over: kind)
        let outcome = await returningWithin(.seconds(30)) {
            try await api.get("retry/later-\(name)").query(key: name, value: value).data()
        }
        #expect(outcome?.statusCode == 503 && outcome?.attempts == 1)
        #expect(try await server.stats(path: "/retry/later-\(name)").count == 1)
    }

    @Test(arguments: TransportKind.available)
    func `a pause that would pass the time budget is not taken`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try client(
            server, RetryPolicy(maximumAttempts: 5, maximumDelay: .seconds(60), timeBudget: .seconds(2)), over: kind)
        let outcome = await returningWithin(.seconds(30)) {
            try await api.get("retry/budget").query(key: "retry_after", value: "20").data()
        }
        #expect(outcome?.statusCode == 503 && outcome?.attempts == 1)
        #expect(try await server.stats(path: "/retry/budget").count == 1)
    }

    /// The error `operation` ends with, or `nil` (and a recorded issue) when it succeeds or is still running
    /// after `limit` — a guard against a pause that should not have been taken, not a measure of speed.
    private func returningWithin(
        _ limit: Duration,
        _ operation: @escaping @Sendable () async throws -> Data
    ) async -> RESTError? {
        await withTaskGroup(of: RESTError?.self) { group in
            group.addTask {
                do {
                    _ = try await operation()
                    Issue.record("expected a failure")
                    return nil
                } catch {
                    return RESTError(error)
                }
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                if !Task.isCancelled { Issue.record("still waiting after \(limit)") }
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}
