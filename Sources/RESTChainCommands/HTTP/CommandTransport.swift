// CommandTransport: restchain's transport — redirects followed only with --follow, and nothing sent --offline.
import Foundation
@_spi(Commands) import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport the HTTP commands send through, as xh does: a 3xx answer is returned as it is unless `--follow`
/// asks to follow it (up to `--max-redirects`), and `--offline` builds the request and sends nothing.
///
/// It wraps a transport that never follows redirects itself and follows them by the core's ``RedirectRule``, as
/// `CurlTransport` does, but for one case: a 307 or 308 of a request with a body sends the body again, as curl and
/// HTTPie do (a one-shot stream cannot go again, so its redirect is the answer).
struct CommandTransport: Transport {
    /// How redirects are handled.
    enum Redirects: Sendable, Equatable {
        /// Returned as they are.
        case returned
        /// Followed, up to this many.
        case followed(maximum: Int)
    }

    /// The transport the requests go through; it must return redirects, not follow them.
    let base: any Transport
    /// Whether and how far redirects are followed.
    let redirects: Redirects
    /// When set, no request is sent: each one goes only to ``onSend`` and is answered with an empty 204.
    let offline: Bool
    /// Called with every request just before it is sent (or, offline, instead of sending it).
    let onSend: @Sendable (TransportRequest) -> Void
    /// Called with each redirect `--follow` follows, before the next hop is sent.
    var onRedirect: @Sendable (RESTResponse) -> Void = { _ in }

    /// Sends `request` (every field passed on to ``base``) and, with `--follow`, the redirects it leads to.
    func send(_ request: TransportRequest) async throws -> RESTResponse {
        onSend(request)
        if offline { return RESTResponse(statusCode: 204, url: request.url) }
        guard case .followed(let maximum) = redirects else { return try await base.send(request) }
        // The hops are one exchange: a caller waiting for it gets the last hop's answer, never a redirect.
        var first = request
        first.sharing = nil
        return try await request.exchange { [self, first] in
            try await follow(first, maximum: maximum, head: { $0 }, hop: base.send)
        }
    }

    /// Sends `request` as ``send(_:)`` does, returning once the last hop's head has arrived, its body still to read.
    ///
    /// A redirect's own body is never read: its connection is closed as the next hop starts.
    func stream(_ request: TransportRequest) async throws -> StreamedResponse {
        onSend(request)
        if offline {
            return StreamedResponse(head: RESTResponse(statusCode: 204, url: request.url), body: .init(Data()))
        }
        guard case .followed(let maximum) = redirects else { return try await base.stream(request) }
        return try await follow(request, maximum: maximum, head: \.head, hop: base.stream) { $0.body.cancel() }
    }

    /// Sends `request` by `hop` and follows the redirects it leads to, up to `maximum`; `discard` lets go of each
    /// redirect's answer, whose `head` says where to go next.
    private func follow<Answer>(
        _ request: TransportRequest, maximum: Int, head: (Answer) -> RESTResponse,
        hop: (TransportRequest) async throws -> Answer, discard: (Answer) -> Void = { _ in }
    ) async throws -> Answer {
        var current = request
        var followed = 0
        while true {
            if followed > 0 { onSend(current) }
            let answer = try await hop(current)
            guard let next = Self.redirectRule.next(after: head(answer), of: current.urlRequest, upload: current.body)
            else { return answer }
            onRedirect(head(answer))
            discard(answer)
            guard followed < maximum else { throw RedirectRule.tooManyRedirects(request.url) }
            followed += 1
            (current.urlRequest, current.body) = next
        }
    }

    /// How `--follow` follows a redirect: the core's rule, with a 307 or 308 sending the body again.
    static let redirectRule = RedirectRule(repeatedBodies: .resent)
}

extension CommandTransport {
    /// The transport under every command's ``CommandTransport``, one per process so that `--follow`'s hops reuse
    /// connections: it returns every redirect instead of following it, and every authentication challenge as the
    /// 401 or 407 that made it, with its `WWW-Authenticate`.
    ///
    /// On Linux it is a ``CurlTransport`` with redirects off: libcurl asks nobody for credentials, and no answer a
    /// server sends can end the process (FoundationNetworking's would, on a head cut short). Elsewhere it is
    /// URLSession with a ``CommandSessionDelegate``.
    static let returningRedirects: any Transport = {
        #if os(Linux) && canImport(CCurl)
            CurlTransport(configuration: .init(followsRedirects: false))
        #else
            let delegate = CommandSessionDelegate()
            let session = URLSession(
                configuration: URLSessionTransport.defaultConfiguration(), delegate: delegate, delegateQueue: nil)
            return ChallengeAnswering(base: URLSessionTransport(session: session), delegate: delegate)
        #endif
    }()
}

/// Turns a request URLSession cancelled at an authentication challenge back into the response that challenged it.
private struct ChallengeAnswering: Transport {
    let base: any Transport
    let delegate: CommandSessionDelegate

    func send(_ request: TransportRequest) async throws -> RESTResponse {
        do {
            return try await base.send(request)
        } catch {
            guard let challenged = delegate.takeChallengedResponse(for: request.url) else { throw error }
            return challenged
        }
    }

    func stream(_ request: TransportRequest) async throws -> StreamedResponse {
        do {
            return try await base.stream(request)
        } catch {
            guard let challenged = delegate.takeChallengedResponse(for: request.url) else { throw error }
            return StreamedResponse(head: challenged, body: AsyncChunkSequence(Data()))
        }
    }
}

/// The delegate of restchain's own session: redirects are refused, so the 3xx response is the answer, and an HTTP
/// authentication challenge is cancelled and its response kept. FoundationNetworking 6.3 would otherwise wait
/// forever for credentials nobody gave (swift-corelibs-foundation #5456); the 401 and its `WWW-Authenticate` are
/// what the user needs to see. Every other challenge — on Apple platforms, the server-trust challenge of each new
/// TLS connection — is left to the system (`performDefaultHandling`, Apple's "Handling an authentication challenge").
final class CommandSessionDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    /// The challenges an HTTP server makes with a 401 or 407, which restchain answers with that response.
    static let httpAuthenticationMethods: Set<String> = [
        NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest,
        NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate, NSURLAuthenticationMethodHTMLForm,
    ]

    /// The responses that challenged a request, by its URL, until taken.
    private let challenged = Locked([String: RESTResponse]())

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        guard Self.httpAuthenticationMethods.contains(challenge.protectionSpace.authenticationMethod) else {
            return completionHandler(.performDefaultHandling, nil)
        }
        if let response = challenge.failureResponse as? HTTPURLResponse, let url = task.originalRequest?.url {
            var headers = HTTPHeaders()
            for case (let name as String, let value as String) in response.allHeaderFields { headers[name] = value }
            let answer = RESTResponse(statusCode: response.statusCode, headers: headers, url: response.url ?? url)
            challenged.withLock { $0[url.absoluteString] = answer }
        }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    /// The response that challenged the request to `url`, forgotten once taken.
    func takeChallengedResponse(for url: URL?) -> RESTResponse? {
        guard let key = url?.absoluteString else { return nil }
        return challenged.withLock { $0.removeValue(forKey: key) }
    }
}
