// CommandTransport: redirects returned or followed by RFC 9110's rules, counted, and nothing sent offline.
import Foundation
import RESTChain
import Testing

@testable import RESTChainCommands

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct CommandTransportTests {
    private func request(_ method: String, _ url: String, body: String? = nil) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer s3cret", forHTTPHeaderField: "Authorization")
        return request
    }

    private static func redirect(_ status: Int, to location: String) -> RESTResponse {
        RESTResponse(statusCode: status, headers: ["Location": location])
    }

    /// The request `--follow` sends after `response` to `sent`, or `nil` when it returns `response`.
    private static func next(_ sent: URLRequest, _ response: RESTResponse) -> URLRequest? {
        CommandTransport.redirectRule.next(after: response, of: sent)?.request
    }

    @Test(arguments: [
        (303, "PUT", "GET"), (302, "POST", "GET"), (301, "POST", "GET"), (307, "POST", "POST"),
        (308, "PATCH", "PATCH"), (302, "PUT", "PUT"), (303, "HEAD", "HEAD"),
    ])
    func `a redirect keeps or changes the method as RFC 9110 says`(status: Int, method: String, next: String) throws {
        let sent = request(method, "http://a.test/x", body: "{}")
        let followed = try #require(Self.next(sent, Self.redirect(status, to: "/y?z=1")))
        #expect(followed.url?.absoluteString == "http://a.test/y?z=1")
        #expect(followed.httpMethod == next)
        #expect((followed.httpBody != nil) == (next == method))
        #expect((followed.value(forHTTPHeaderField: "Content-Type") != nil) == (next == method))
    }

    @Test func `a redirect to another origin drops the credentials, one to the same origin keeps them`() throws {
        let sent = request("GET", "http://a.test/x")
        let away = try #require(Self.next(sent, Self.redirect(302, to: "http://b.test/y")))
        #expect(away.value(forHTTPHeaderField: "Authorization") == nil)
        let home = try #require(Self.next(sent, Self.redirect(302, to: "http://a.test:80/y")))
        #expect(home.value(forHTTPHeaderField: "Authorization") == "Bearer s3cret")
        #expect(Self.next(sent, RESTResponse(statusCode: 302)) == nil)
        #expect(Self.next(sent, Self.redirect(304, to: "/y")) == nil)
        #expect(Self.next(sent, Self.redirect(302, to: "ftp://a.test/y")) == nil)
    }

    @Test func `redirects are returned unless followed, and following stops past the maximum`() async throws {
        let hops = Counter()
        let base = StubTransport { request in
            hops.increment()
            let path = request.url?.path ?? ""
            return path == "/end"
                ? RESTResponse(statusCode: 200, body: Data("done".utf8)) : Self.redirect(302, to: "/end")
        }
        let sent = TransportRequest(request("GET", "http://a.test/start"))
        let returned = CommandTransport(base: base, redirects: .returned, offline: false) { _ in }
        #expect(try await returned.send(sent).statusCode == 302)
        let followed = CommandTransport(base: base, redirects: .followed(maximum: 1), offline: false) { _ in }
        #expect(try await followed.send(sent).body == Data("done".utf8))
        let none = CommandTransport(base: base, redirects: .followed(maximum: 0), offline: false) { _ in }
        await #expect(throws: URLError.self) { try await none.send(sent) }
        #expect(hops.value == 4)
    }

    @Test func `following past the maximum fails naming the URL asked for, not the next hop`() async throws {
        let base = StubTransport { _ in Self.redirect(302, to: "/again") }
        let followed = CommandTransport(base: base, redirects: .followed(maximum: 2), offline: false) { _ in }
        do {
            _ = try await followed.send(TransportRequest(request("GET", "http://a.test/start")))
            Issue.record("a redirect loop was followed for ever")
        } catch let error as URLError {
            #expect(error.code == .httpTooManyRedirects)
            #expect(error.failingURL?.absoluteString == "http://a.test/start")
        }
    }

    @Test func `a followed hop keeps a file body when the method stays, drops it when it becomes GET`()
        async throws
    {
        let file = UploadBody(.file(URL(fileURLWithPath: "/tmp/body.json")), length: 2)
        let sent = TransportRequest(request("POST", "http://a.test/start"), idleTimeout: .seconds(5), body: file)
        for (status, kept) in [(303, false), (307, true)] {
            let base = HopRecorder(redirect: Self.redirect(status, to: "/next"))
            let followed = CommandTransport(base: base, redirects: .followed(maximum: 2), offline: false) { _ in }
            #expect(try await followed.send(sent).statusCode == 200)
            #expect(base.hops.map { $0.body != nil } == [true, kept])
            #expect(base.hops.map { $0.urlRequest.httpMethod } == ["POST", kept ? "POST" : "GET"])
            #expect(base.hops.map(\.idleTimeout) == [.seconds(5), .seconds(5)])
        }
        var once = sent
        once.body = UploadBody(.stream(AsyncChunkSequence(Data("{}".utf8))), length: 2)
        let base = HopRecorder(redirect: Self.redirect(307, to: "/next"))
        let followed = CommandTransport(base: base, redirects: .followed(maximum: 2), offline: false) { _ in }
        #expect(try await followed.send(once).statusCode == 307)
        #expect(base.hops.count == 1)
    }

    @Test func `offline, every request goes to onSend and none to the base transport`() async throws {
        let hops = Counter()
        let base = StubTransport { _ in
            hops.increment()
            return RESTResponse(statusCode: 200)
        }
        let seen = Counter()
        let offline = CommandTransport(base: base, redirects: .returned, offline: true) { _ in seen.increment() }
        #expect(try await offline.send(TransportRequest(request("POST", "http://a.test/x"))).statusCode == 204)
        #expect(hops.value == 0 && seen.value == 1)
    }
}

/// A transport that answers `/start` with a redirect and anything else with 200, keeping every request it got.
final class HopRecorder: Transport, @unchecked Sendable {
    private let lock = NSLock()
    private var received: [TransportRequest] = []
    private let redirect: RESTResponse

    init(redirect: RESTResponse) {
        self.redirect = redirect
    }

    /// The requests sent so far, in order.
    var hops: [TransportRequest] { lock.withLock { received } }

    func send(_ request: TransportRequest) async throws -> RESTResponse {
        lock.withLock { received.append(request) }
        return request.url?.path == "/start" ? redirect : RESTResponse(statusCode: 200)
    }
}

/// A count shared with `@Sendable` closures.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }
}
