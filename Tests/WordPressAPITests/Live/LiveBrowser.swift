// A browser for the live sign-in test: keeps cookies, posts forms and stops at each redirect to report it.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Drives wp-login.php and authorize-application.php the way a browser would, one request at a time.
final class LiveBrowser: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    /// The cookies the site set, by name (one site, so names are enough).
    private var cookies: [String: String] = ["wordpress_test_cookie": "WP%20Cookie%20check"]
    private let lock = NSLock()
    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = 30
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    /// A page: its status, its `Location` when it redirects, and its HTML.
    struct Page {
        let status: Int
        let location: URL?
        let html: String
    }

    /// GETs `url`.
    func get(_ url: URL) async throws -> Page {
        try await send(URLRequest(url: url))
    }

    /// POSTs `fields` as a form to `url`.
    func post(_ url: URL, form fields: [(String, String)]) async throws -> Page {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        request.httpBody = Data(
            fields.map { name, value in
                "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
            }
            .joined(separator: "&").utf8)
        return try await send(request)
    }

    /// The value of the hidden input `name` in `html`.
    static func hiddenValue(_ name: String, in html: String) -> String? {
        guard let field = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
        let rest = html[field.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    private func send(_ request: URLRequest) async throws -> Page {
        var request = request
        let cookieHeader = lock.withLock { cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") }
        request.setValue(cookieHeader, forHTTPHeaderField: "Cookie")
        let (data, response) = try await session.data(for: request)
        let http = response as? HTTPURLResponse
        let fields = http?.allHeaderFields as? [String: String] ?? [:]
        if let url = request.url {
            let set = HTTPCookie.cookies(withResponseHeaderFields: fields, for: url)
            lock.withLock { for cookie in set { cookies[cookie.name] = cookie.value } }
        }
        let location = fields.first { $0.key.lowercased() == "location" }?.value
        return Page(
            status: http?.statusCode ?? 0,
            location: location.flatMap { URL(string: $0, relativeTo: request.url)?.absoluteURL },
            html: String(decoding: data, as: UTF8.self))
    }

    /// Stops at every redirect, so the test sees each `Location` (the last one carries the credentials).
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
