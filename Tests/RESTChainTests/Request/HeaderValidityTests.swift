// Header fields a request cannot carry fail it with a typed error before anything is sent; the rest arrive as set.
import Foundation
import Testing

@testable import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct HeaderValidityTests {
    /// The reason of the `invalidRequest` error sending a GET with `name: value` fails with; `nil` when it is sent.
    private func failure(name: String, value: String) async throws -> (reason: String?, sent: Int) {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        do {
            _ = try await api.get("users").setting(header: name, to: value).data()
            return (nil, await recorder.count)
        } catch .invalidRequest(let reason) {
            return (reason, await recorder.count)
        }
    }

    @Test func `a line break in a value fails the request, naming the header and not quoting its value`() async throws {
        for value in ["token\r\nX-Injected: 1", "token\nX-Injected: 1", "token\r", "nul\u{0}byte", "del\u{7F}"] {
            let (reason, sent) = try await failure(name: "X-Session", value: value)
            #expect(reason == "the value of the header X-Session has a line break or another control character")
            #expect(sent == 0)
        }
    }

    @Test func `a name that is not a token fails the request without being quoted`() async throws {
        for name in ["X Session", "X-Session:", "", "X-Sess\r\nion", "Ünïcode"] {
            let (reason, sent) = try await failure(name: name, value: "1")
            #expect(reason == "a header name may have only letters, digits and !#$%&'*+-.^_`|~")
            #expect(sent == 0)
        }
    }

    @Test func `tabs, UTF-8 and every token symbol arrive as set, with the client's own headers`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        let name = "X-!#$%&'*+-.^_`|~Name9"
        _ = try await api.get("users").setting(header: name, to: "a\tb Grüße").data()
        let sent = try #require(await recorder.requests.first)
        #expect(sent.value(forHTTPHeaderField: name) == "a\tb Grüße")
        #expect(sent.value(forHTTPHeaderField: "x-api-key") == "secret")
        #expect(sent.allHTTPHeaderFields?.count == 2)
    }

    @Test func `a body's content type is sent unless the request names its own`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        _ = try await api.post("users", body: .json(["name": "Ada"])).data()
        _ = try await api.post("users", body: .json(["name": "Ada"])).setting(header: "content-type", to: "text/x")
            .data()
        let sent = await recorder.requests
        #expect(sent.count == 2)
        #expect(sent.first?.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(sent.last?.value(forHTTPHeaderField: "Content-Type") == "text/x")
        #expect(sent.last?.allHTTPHeaderFields?.keys.filter { $0.lowercased() == "content-type" }.count == 1)
    }
}
