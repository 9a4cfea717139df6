// URLSessionChallengeTests: a 401 with a Basic or Digest challenge is the response over URLSessionTransport, never a
// task left waiting for a credential (FoundationNetworking's, swift-corelibs-foundation#5456).
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.serialized, .timeLimit(.minutes(1)))
struct URLSessionChallengeTests {
    @Test(arguments: [#"Basic realm="staging""#, #"Digest realm="x", qop="auth", nonce="abc", algorithm=MD5"#])
    func `a 401 with a challenge is the response, body and all`(challenge: String) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let transport = URLSessionTransport()
        let url = server.url("/status/401").appending(queryItems: [
            URLQueryItem(name: "h_WWW-Authenticate", value: challenge)
        ])
        // The deadline turns a task left waiting for a credential into a `timedOut` failure, not a hung run.
        let answer = try await transport.send(TransportRequest(URLRequest(url: url), deadline: .now + .seconds(30)))
        #expect(answer.statusCode == 401)
        #expect(answer.headers["WWW-Authenticate"] == challenge)
        #expect(String(decoding: answer.body, as: UTF8.self).contains("Status 401 requested"))
        // The same transport goes on sending: the cancelled task left nothing behind.
        let echo = TransportRequest(URLRequest(url: server.url("/echo")), deadline: .now + .seconds(30))
        let next = try await transport.send(echo)
        #expect(next.statusCode == 200)
    }

    @Test func `a 401 with a challenge streams as the response`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/status/401").appending(queryItems: [
            URLQueryItem(name: "h_WWW-Authenticate", value: #"Basic realm="staging""#)
        ])
        let streamed = try await URLSessionTransport().stream(
            TransportRequest(URLRequest(url: url), deadline: .now + .seconds(30)))
        #expect(streamed.head.statusCode == 401)
        var body = Data()
        for try await piece in streamed.body { body.append(piece) }
        #expect(String(decoding: body, as: UTF8.self).contains("Status 401 requested"))
    }
}
