// Request adapters: order, failures, and a token refreshed once for many concurrent requests.
import Foundation
import RESTChain
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct RequestAdapterTests {
    struct Refused: Error, CustomStringConvertible { var description: String { "signing key missing" } }

    @Test func `adapters run in order on the final request`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport()).configured {
            $0.adapters = [
                ClosureAdapter { request in
                    var changed = request
                    changed.setValue("one", forHTTPHeaderField: "X-Steps")
                    return changed
                },
                ClosureAdapter { request in
                    var changed = request
                    let steps = request.value(forHTTPHeaderField: "X-Steps") ?? ""
                    changed.setValue(steps + ",two", forHTTPHeaderField: "X-Steps")
                    changed.setValue(nil, forHTTPHeaderField: "Cookie")
                    return changed
                },
            ]
        }
        _ = try await api.get("a").setting(header: "Cookie", to: "session=1").data()
        let sent = try #require(await recorder.requests.first)
        #expect(sent.value(forHTTPHeaderField: "X-Steps") == "one,two")
        #expect(sent.value(forHTTPHeaderField: "Cookie") == nil)
    }

    @Test func `an adapter that throws fails the request with a clear error and sends nothing`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport()).configured {
            $0.adapters = [ClosureAdapter { _ in throw Refused() }]
        }
        do {
            _ = try await api.post("a").data()
            Issue.record("expected a failure")
        } catch .adaptation(let failure) {
            #expect(failure.adapter == "ClosureAdapter")
            #expect(
                RESTError.adaptation(failure).description
                    == "Request adapter ClosureAdapter failed: signing key missing")
        } catch {
            Issue.record("wrong error \(error)")
        }
        #expect(await recorder.count == 0)
    }

    @Test func `a token refresher refreshes once for 20 concurrent requests`() async throws {
        let recorder = StubRecorder()
        let tokens = TokenStore {
            try await Task.sleep(for: .milliseconds(50))
            return "fresh-token"
        }
        let api = try stubClient(recorder.transport()).configured { $0.adapters = [Authenticator(tokens: tokens)] }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<20 { group.addTask { _ = try await api.post("items/\(index)").data() } }
            try await group.waitForAll()
        }
        #expect(await tokens.refreshCount == 1)
        let headers = await recorder.requests.map { $0.value(forHTTPHeaderField: "Authorization") }
        #expect(headers.count == 20 && headers.allSatisfy { $0 == "Bearer fresh-token" })
        await tokens.invalidate()
        _ = try await api.post("again").data()
        #expect(await tokens.refreshCount == 2)
    }

    @Test func `the authenticator replaces an Authorization of any case with one field`() async throws {
        let recorder = StubRecorder()
        let tokens = TokenStore(token: "t1") { "t2" }
        let api = try stubClient(recorder.transport()).configured { $0.adapters = [Authenticator(tokens: tokens)] }
        _ = try await api.get("users").setting(header: "authorization", to: "Basic old").data()
        let sent = try #require(await recorder.requests.first)
        #expect(sent.value(forHTTPHeaderField: "Authorization") == "Bearer t1")
        #expect(sent.allHTTPHeaderFields?.keys.filter { $0.lowercased() == "authorization" }.count == 1)
    }

    @Test func `a token with a line break fails the request and is never sent or quoted`() async throws {
        let recorder = StubRecorder()
        let tokens = TokenStore(token: "t1\r\nX-Injected: 1") { "t2" }
        let api = try stubClient(recorder.transport()).configured { $0.adapters = [Authenticator(tokens: tokens)] }
        do {
            _ = try await api.get("users").data()
            Issue.record("expected an invalid request")
        } catch .invalidRequest(let reason) {
            // An adapter's own RESTError fails the request as it is, not wrapped in `.adaptation`.
            #expect(reason == "the value of the header Authorization has a line break or another control character")
            let text = "\(RESTError.invalidRequest(reason: reason))"
            #expect(!text.contains("t1") && !text.contains("X-Injected"))
        } catch {
            Issue.record("expected invalidRequest, got \(error)")
        }
        #expect(await recorder.count == 0)
    }

    @Test func `a store refuses a refresh past its limit within the window`() async throws {
        let recorder = StubRecorder()
        let tokens = TokenStore(token: "t0", maximumRefreshes: 2, per: .seconds(3600)) { UUID().uuidString }
        let refusing = recorder.transport { _ in RESTResponse(statusCode: 401) }
        let api = try stubClient(refusing).configured { $0.adapters = [Authenticator(tokens: tokens)] }
        for _ in 0..<2 {
            await #expect { _ = try await api.get("a").data() } throws: { ($0 as? RESTError)?.statusCode == 401 }
        }
        do {
            _ = try await api.get("a").data()
            Issue.record("expected a refused refresh")
        } catch .authentication(.tooManyRefreshes(let count, let window)) {
            #expect(count == 2 && window == .seconds(3600))
            #expect(
                "\(RESTError.authentication(.tooManyRefreshes(count: count, window: window)))"
                    == "Authentication failed: a refresh was refused: the credential was refreshed 2 times within "
                    + "\(Duration.seconds(3600)) already")
        }
        #expect(await tokens.refreshCount == 2)
        #expect(await recorder.count == 5)  // two refused twice each, the third refused once and not sent again
    }

    @Test func `a token whose refresh failed fails its late refusals the same way, without another refresh`()
        async throws
    {
        struct Refused: Error {}
        let starts = RefreshCounter()
        let tokens = TokenStore(token: "t1") {
            await starts.start()
            throw Refused()
        }
        for _ in 0..<2 {  // the first refusal refreshes; the second was sent with t1 too, and arrives after
            do {
                _ = try await tokens.token(replacing: "t1")
                Issue.record("expected the refresh's failure")
            } catch {
                guard case .authentication(.refreshFailed(let underlying)) = error else { throw error }
                #expect(underlying is Refused)
            }
        }
        #expect(await starts.starts == 1)
        await #expect(throws: RESTError.self) { _ = try await tokens.validToken() }  // a new request tries again
        #expect(await starts.starts == 2)
    }

    @Test func `a request that stops waiting for a refresh leaves at once and the refresh goes on`() async throws {
        let gate = Gate()
        let tokens = TokenStore {
            try await gate.pass()
            return "fresh"
        }
        let waiter = Task { try await tokens.validToken() }
        let other = Task { try await tokens.validToken() }
        waiter.cancel()
        await #expect(throws: RESTError.self) { try await waiter.value }
        await gate.open()
        #expect(try await other.value == "fresh")
        #expect(await tokens.refreshCount == 1)
    }
}
