// URLError+Summary: a short readable phrase for each common URLError code.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLError {
    /// What went wrong, in a few words — FoundationNetworking's own descriptions name only the code.
    var summary: String {
        switch code {
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
        case .cannotDecodeContentData, .cannotDecodeRawData: "the response body could not be decoded"
        case .dataLengthExceedsMaximum: "the response was too large"
        case .cancelled: "the request was cancelled"
        case .userAuthenticationRequired: "authentication is required"
        default: localizedDescription
        }
    }

    /// Whether `url` is http(s): such a URL can be requested, so "unsupported" means the reply was not HTTP.
    private func isHTTP(_ url: URL?) -> Bool {
        guard let scheme = url?.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }
}
