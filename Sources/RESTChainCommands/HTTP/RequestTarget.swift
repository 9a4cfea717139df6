// RequestTarget: a URL from the command line split into the origin a client is made for, a path and query.
import Foundation

/// A URL given on the command line, as a client's origin, a path under it and query items.
///
/// `localhost:8080/users` and `127.0.0.1/x` get `http://`; other addresses without a scheme get `https://`.
struct RequestTarget: Sendable, Equatable {
    /// `scheme://host[:port]`.
    let origin: String
    /// The path, as escaped as it was given, without the leading `/`.
    let path: String
    /// The URL's query items.
    let queryItems: [URLQueryItem]

    /// Splits `address`.
    ///
    /// - Throws: `UsageError` when it is not an http(s) URL with a host.
    init(_ address: String) throws(UsageError) {
        var text = address
        if !text.contains("://") {
            let local = text.hasPrefix("localhost") || text.hasPrefix("127.") || text.hasPrefix("[::1]")
            text = (local ? "http://" : "https://") + (text.hasPrefix(":") ? "localhost" + text : text)
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty
        else { throw UsageError("'\(address)' is not an http(s) URL") }
        let port = components.port.map { ":\($0)" } ?? ""
        let hostText = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        origin = "\(scheme)://\(hostText)\(port)"
        var path = Substring(components.percentEncodedPath)
        while path.hasPrefix("/") { path.removeFirst() }
        self.path = String(path)
        queryItems = components.queryItems ?? []
    }
}
