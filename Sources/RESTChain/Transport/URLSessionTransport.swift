// URLSessionTransport: the default transport, over URLSession (FoundationNetworking on Linux).
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: `URLSession` (libcurl-backed FoundationNetworking on Linux).
///
/// The default configuration has no URL cache and no cookie handling — RESTChain APIs do not need either, and
/// parsing every header line for cookies costs about a fifth of a small request on Linux. A redirect to another
/// host, scheme or port never carries `Authorization`, cookies or API-key headers along.
public final class URLSessionTransport: Transport {
    /// The session requests are sent on.
    public let session: URLSession

    /// Creates a transport with its own session.
    ///
    /// - Parameter configuration: The session configuration; ``defaultConfiguration()`` when omitted.
    public init(configuration: URLSessionConfiguration = URLSessionTransport.defaultConfiguration()) {
        session = URLSession(configuration: configuration, delegate: RedirectGuard(), delegateQueue: nil)
    }

    /// Creates a transport on an existing session (its delegate, cache and cookie settings are kept).
    public init(session: URLSession) {
        self.session = session
    }

    /// An ephemeral configuration with no URL cache, no cookie storage and cookies never accepted.
    public static func defaultConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        return configuration
    }

    /// Sends `request` on the session and collects the whole body.
    ///
    /// - Throws: `URLError` from URLSession; `URLError(.cancelled)` when the calling task is cancelled.
    public func send(_ request: URLRequest) async throws -> RESTResponse {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var headers = HTTPHeaders()
        for (name, value) in http.allHeaderFields {
            headers[name as? String ?? String(describing: name)] = value as? String ?? String(describing: value)
        }
        return RESTResponse(statusCode: http.statusCode, headers: headers, body: data, url: http.url ?? request.url)
    }
}
