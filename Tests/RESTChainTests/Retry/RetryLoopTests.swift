// The retry loop in memory: only requests safe to repeat are sent again, and only for failures worth it.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct RetryLoopTests {
    private let quick = RetryPolicy(maximumAttempts: 3, baseDelay: .zero)

    @Test func `a client retries a 503 and every waiter sees the one final answer`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport { _ in RESTResponse(statusCode: 503) }).configured {
            $0.retryPolicy = quick
        }
        await #expect { _ = try await api.get("busy").data() } throws: { ($0 as? RESTError)?.statusCode == 503 }
        #expect(await recorder.count == 3)
    }

    @Test(arguments: [HTTPMethod.post, .patch, "PURGE"])
    func `a request whose verb is not idempotent is sent once, whatever the answer`(method: HTTPMethod) async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport { _ in RESTResponse(statusCode: 503) }).configured {
            $0.retryPolicy = quick
        }
        await #expect { _ = try await api.request(method, "orders", body: .json(["n": 1])).data() } throws: {
            ($0 as? RESTError)?.attempts == 1
        }
        let failing = try stubClient(StubTransport(respond: { _ in throw URLError(.networkConnectionLost) })).configured
        {
            $0.retryPolicy = quick
        }
        await #expect { _ = try await failing.request(method, "orders").data() } throws: {
            ($0 as? RESTError)?.attempts == 1
        }
        #expect(await recorder.count == 1)
    }

    @Test(arguments: [HTTPMethod.get, .head, .put, .delete, .options, .trace])
    func `a request whose verb is idempotent is retried`(method: HTTPMethod) async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport { _ in RESTResponse(statusCode: 502) }).configured {
            $0.retryPolicy = quick
        }
        await #expect { _ = try await api.request(method, "things/1").data() } throws: {
            ($0 as? RESTError)?.attempts == 3
        }
        #expect(await recorder.count == 3)
    }

    @Test func `idempotent() and idempotencyKey(_:) let a POST be retried, the key the same on every attempt`()
        async throws
    {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport { _ in RESTResponse(statusCode: 503) }).configured {
            $0.retryPolicy = quick
        }
        _ = try? await api.post("search", body: .json(["q": "x"])).idempotent().data()
        #expect(await recorder.count == 3)
        _ = try? await api.post("charges").idempotencyKey().data()
        _ = try? await api.post("charges").idempotencyKey("order-7").data()
        let keys = await recorder.requests.dropFirst(3).map { $0.value(forHTTPHeaderField: "Idempotency-Key") }
        #expect(keys.count == 6 && Set(keys[0..<3]).count == 1 && keys[0].map { UUID(uuidString: $0) != nil } == true)
        #expect(keys[3..<6].allSatisfy { $0 == "order-7" })
        #expect(api.post("x").idempotent().request.isIdempotent && !api.post("x").request.isIdempotent)
    }

    @Test(arguments: [400, 401, 403, 404, 405, 409, 410, 422, 501, 505])
    func `the default policy does not retry a status that is not transient`(status: Int) async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport { _ in RESTResponse(statusCode: status) }).configured {
            $0.retryPolicy = RetryPolicy(baseDelay: .zero)
        }
        await #expect { _ = try await api.get("x").data() } throws: { ($0 as? RESTError)?.statusCode == status }
        #expect(await recorder.count == 1)
    }

    @Test(arguments: [408, 429, 500, 502, 503, 504])
    func `the default policy retries a transient status`(status: Int) async throws {
        let recorder = StubRecorder()
        let api = try stubClient(
            recorder.transport { _ in RESTResponse(statusCode: status, headers: ["Retry-After": "0"]) }
        ).configured { $0.retryPolicy = RetryPolicy(baseDelay: .zero) }
        await #expect { _ = try await api.get("x").data() } throws: { ($0 as? RESTError)?.attempts == 3 }
        #expect(await recorder.count == 3)
    }

    @Test func `transient transport failures are retried, others and cancellations are not`() async throws {
        let transient: [URLError.Code] = [
            .timedOut, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
            .notConnectedToInternet, .badServerResponse,
        ]
        let final: [URLError.Code] = [.cancelled, .badURL, .secureConnectionFailed, .serverCertificateUntrusted]
        for code in transient + final {
            let counter = Counter()
            let api = try stubClient(
                StubTransport(respond: { _ in
                    await counter.add()
                    throw URLError(code)
                })
            ).configured { $0.retryPolicy = RetryPolicy(baseDelay: .zero) }
            do throws(RESTError) {
                _ = try await api.get("x").query(key: "coalesced", value: "\(code.rawValue)").data()
                Issue.record("expected a failure for \(code.rawValue)")
            } catch {
                #expect(await counter.value == (transient.contains(code) ? 3 : 1), "\(code.rawValue)")
                #expect(error.attempts == (transient.contains(code) ? 3 : 1))
                if code == .cancelled { #expect(error.description == RESTError.cancelled.description) }
            }
        }
    }

    @Test func `a GET is retried on a transport failure with coalescing off too`() async throws {
        let counter = Counter()
        let api = try stubClient(
            StubTransport { _ in
                if await counter.add() == 1 { throw URLError(.networkConnectionLost) }
                return RESTResponse(statusCode: 200, body: Data("second".utf8))
            }
        ).configured {
            $0.retryPolicy = quick
            $0.coalescesRequests = false
        }
        let response = try await api.get("x").response()
        #expect(String(decoding: response.body, as: UTF8.self) == "second" && response.attempts == 2)
    }

    @Test func `a session's policy replaces the client's`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport { _ in RESTResponse(statusCode: 503) }).configured {
            $0.retryPolicy = quick
        }
        _ = try? await api.get("a").retry(.never).data()
        #expect(await recorder.count == 1)
        _ = try? await api.get("b").retry(RetryPolicy(maximumAttempts: 5, baseDelay: .zero)).data()
        #expect(await recorder.count == 6)
    }

    @Test func `cancelling the task stops a backoff pause at once`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(
            recorder.transport { _ in RESTResponse(statusCode: 503, headers: ["Retry-After": "600"]) }
        ).configured { $0.retryPolicy = RetryPolicy(maximumDelay: .seconds(900), timeBudget: nil) }
        let task = Task { try await api.get("slow").data() }
        #expect(try await eventually { await recorder.count == 1 })
        task.cancel()
        await #expect { _ = try await task.value } throws: { error in
            if case .cancelled = error as? RESTError { return true }
            return false
        }
        #expect(await recorder.count == 1)
    }
}

/// Counts calls across tasks.
actor Counter {
    private(set) var value = 0

    @discardableResult
    func add() -> Int {
        value += 1
        return value
    }
}
