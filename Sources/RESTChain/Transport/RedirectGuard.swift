// RedirectGuard: decides how a redirect is followed — credentials stay home, bodies are never lost.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Decides whether and how a redirect is followed.
///
/// - A redirect to another origin (scheme, host or port) drops every header that ``SensitiveData`` names as
///   secret (`Authorization`, `Cookie`, API keys… and the names a client adds).
/// - A 307 or 308 must repeat the request with its method and body. FoundationNetworking on Linux sends it on
///   without the body, so a 307/308 of a request with a body is not followed: the 3xx response is returned.
@_spi(Commands) public enum RedirectGuard {
    /// The request to send next, or `nil` to stop and return `response` as it is.
    static func follow(_ response: HTTPURLResponse, to request: URLRequest, from original: URLRequest?) -> URLRequest? {
        follow(status: response.statusCode, to: request, from: original, answeredBy: response.url)
    }

    /// The request to send next after a `status` redirect from `original` (answered by `responder`), or `nil` to
    /// stop and return the redirect as it is.
    static func follow(status: Int, to request: URLRequest, from original: URLRequest?, answeredBy responder: URL?)
        -> URLRequest?
    {
        if [307, 308].contains(status), original?.httpBody != nil || original?.httpBodyStream != nil {
            return nil
        }
        return sanitised(request, from: original?.url ?? responder)
    }

    /// `request` without credentials when it goes to a different origin than `origin`.
    static func sanitised(_ request: URLRequest, from origin: URL?) -> URLRequest {
        guard let target = request.url, let origin, !sameOrigin(origin, target) else { return request }
        var stripped = request
        stripped.removeHeaderFields(where: SensitiveData.isSecretHeader)
        return stripped
    }

    /// Whether `lhs` and `rhs` share scheme, host and port (a missing port is the scheme's default): the one
    /// rule for when a redirect keeps its credentials, used by the command-line client too.
    public static func sameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
        lhs.scheme?.lowercased() == rhs.scheme?.lowercased()
            && lhs.host?.lowercased() == rhs.host?.lowercased()
            && effectivePort(lhs) == effectivePort(rhs)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
