// CommandSessionDelegate: HTTP authentication challenges answered with their response, every other left to the system.
import Foundation
import RESTChain
import Testing

@testable import RESTChainCommands

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct CommandSessionDelegateTests {
    /// What the delegate answers to a challenge of `method` on a task to `url`, and the response it kept.
    private func answer(
        to method: String, failure: HTTPURLResponse? = nil, url: URL = URL(string: "https://127.0.0.1:9/a")!
    ) -> (URLSession.AuthChallengeDisposition?, RESTResponse?) {
        let delegate = CommandSessionDelegate()
        let space = URLProtectionSpace(
            host: "127.0.0.1", port: 9, protocol: "https", realm: nil, authenticationMethod: method)
        let challenge = URLAuthenticationChallenge(
            protectionSpace: space, proposedCredential: nil, previousFailureCount: 0, failureResponse: failure,
            error: nil, sender: UnusedSender())
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: url)
        let disposition = Locked<URLSession.AuthChallengeDisposition?>(nil)
        delegate.urlSession(session, task: task, didReceive: challenge) { answer, _ in
            disposition.withLock { $0 = answer }
        }
        return (disposition.withLock { $0 }, delegate.takeChallengedResponse(for: url))
    }

    @Test func `a server-trust challenge is left to the system, so HTTPS works on Apple platforms`() {
        // Apple's `NSURLAuthenticationMethodServerTrust`, which FoundationNetworking marks unavailable.
        let (disposition, kept) = answer(to: "NSURLAuthenticationMethodServerTrust")
        #expect(disposition == .performDefaultHandling)
        #expect(kept == nil)
    }

    @Test func `a client-certificate challenge is left to the system`() {
        // Apple's `NSURLAuthenticationMethodClientCertificate`, which FoundationNetworking marks unavailable.
        let (disposition, kept) = answer(to: "NSURLAuthenticationMethodClientCertificate")
        #expect(disposition == .performDefaultHandling)
        #expect(kept == nil)
    }

    @Test(arguments: [NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest])
    func `an HTTP authentication challenge is cancelled and its 401 kept with WWW-Authenticate`(method: String) {
        let url = URL(string: "https://127.0.0.1:9/private")!
        let failure = HTTPURLResponse(
            url: url, statusCode: 401, httpVersion: "HTTP/1.1", headerFields: ["WWW-Authenticate": "Basic realm=x"])
        let (disposition, kept) = answer(to: method, failure: failure, url: url)
        #expect(disposition == .cancelAuthenticationChallenge)
        #expect(kept?.statusCode == 401)
        #expect(kept?.headers["WWW-Authenticate"] == "Basic realm=x")
    }
}

/// A challenge's sender, which URLSession's delegate API never calls (it answers through the completion handler).
private final class UnusedSender: NSObject, URLAuthenticationChallengeSender {
    func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
    func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
    func cancel(_ challenge: URLAuthenticationChallenge) {}
    func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
    func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
}
