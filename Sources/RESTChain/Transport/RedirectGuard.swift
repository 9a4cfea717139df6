// RedirectGuard: strips credentials from redirects that leave the original origin.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A session delegate that removes credentials from a redirect to another origin (scheme, host or port).
///
/// URLSession on Linux carries every header along on a redirect; this guard drops `Authorization`,
/// `Proxy-Authorization`, `Cookie` and every header that ``SensitiveData`` names as secret.
final class RedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(RedirectGuard.sanitised(request, from: task.originalRequest?.url ?? response.url))
    }

    /// `request` without credentials when it goes to a different origin than `origin`.
    static func sanitised(_ request: URLRequest, from origin: URL?) -> URLRequest {
        guard let target = request.url, let origin, !sameOrigin(origin, target) else { return request }
        var stripped = request
        for name in (request.allHTTPHeaderFields ?? [:]).keys where SensitiveData.isSecretHeader(name) {
            stripped.setValue(nil, forHTTPHeaderField: name)
        }
        return stripped
    }

    private static func sameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
        lhs.scheme?.lowercased() == rhs.scheme?.lowercased()
            && lhs.host?.lowercased() == rhs.host?.lowercased()
            && effectivePort(lhs) == effectivePort(rhs)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
