// URLError+Summary: a short readable phrase for each common URLError code.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLError {
    /// What went wrong, in a few words — FoundationNetworking's own descriptions name only the code.
    var summary: String {
        if let status = userInfo[Self.proxyStatusKey] as? Int {
            return Self.proxySummary(status, proxy: userInfo[Self.proxyAddressKey] as? String)
        }
        if let call = userInfo[Self.libraryCallKey] as? String { return "libcurl failed: \(call)" }
        if let limit = userInfo[Self.unpausedBacklogKey] as? Int {
            return "the reader fell more than \(limit >> 20) MiB behind a transport that cannot pause "
                + "(URLSessionTransport on Linux); read faster, or use CurlTransport, which pauses the transfer"
        }
        return switch code {
        case .timedOut: "the request timed out"
        case .cannotConnectToHost: "could not connect to the server"
        case .cannotFindHost, .dnsLookupFailed: "the server's name could not be resolved"
        case .networkConnectionLost: "the connection was lost"
        case .notConnectedToInternet: "there is no network connection"
        case .httpTooManyRedirects: "too many redirects (a redirect loop?)"
        case .redirectToNonExistentLocation: "a redirect pointed nowhere"
        case .badServerResponse: "the server's response was not valid HTTP"
        case .unsupportedURL where isHTTP(failingURL): "the server did not answer with HTTP"
        case .badURL, .unsupportedURL: "the URL cannot be requested"
        case .secureConnectionFailed: "the TLS connection failed"
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot:
            "the server's certificate was not trusted"
        case .clientCertificateRejected:
            "the client certificate could not be used (a wrong passphrase, or a key that is not the certificate's)"
        case .clientCertificateRequired: "the server requires a client certificate"
        case .cannotDecodeContentData, .cannotDecodeRawData: "the response body could not be decoded"
        case .dataLengthExceedsMaximum: "the response was too large"
        case .cancelled: "the request was cancelled"
        case .userAuthenticationRequired: "authentication is required"
        default: localizedDescription
        }
    }

    /// The `userInfo` key of the status a proxy answered a tunnel request (`CONNECT`) with, when it refused to
    /// open the tunnel, or a plain request with, when it asked for credentials (407); the error names the
    /// server's URL, never the proxy's, which may hold credentials.
    static let proxyStatusKey = "RESTChainProxyStatus"

    /// The `userInfo` key of a configured proxy's `host:port` (no credentials), beside ``proxyStatusKey``.
    static let proxyAddressKey = "RESTChainProxyAddress"

    /// The `userInfo` key of what a failed libcurl call was and returned (`curl_multi_add_handle returned 3 (…)`).
    static let libraryCallKey = "RESTChainLibraryCall"

    /// The `userInfo` key of the bound, in bytes, a streamed body's reader fell behind a transfer that cannot pause.
    static let unpausedBacklogKey = "RESTChainUnpausedBacklog"

    /// The error that ends a streamed body whose reader fell more than `limit` bytes behind a transfer that cannot
    /// pause (FoundationNetworking's), naming `url`.
    static func unpausedBacklog(limit: Int, url: URL?) -> URLError {
        var userInfo: [String: Any] = [unpausedBacklogKey: limit]
        if let url { userInfo[NSURLErrorFailingURLErrorKey] = url }
        return URLError(.dataLengthExceedsMaximum, userInfo: userInfo)
    }

    /// What a proxy's refusal means, its status included, naming the proxy by `host:port` when it is known.
    private static func proxySummary(_ status: Int, proxy address: String?) -> String {
        let proxy = address.map { "the proxy \($0)" } ?? "the proxy"
        return switch status {
        case 407: "\(proxy) requires authentication (it answered 407)"
        case _ where RetryPolicy.transientStatusCodes.contains(status):
            "\(proxy) could not open a tunnel to the server (it answered \(status))"
        default: "\(proxy) refused to open a tunnel to the server (it answered \(status))"
        }
    }

    /// Whether `url` is http(s): such a URL can be requested, so "unsupported" means the reply was not HTTP.
    private func isHTTP(_ url: URL?) -> Bool {
        guard let scheme = url?.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }
}
