// RequestTarget: a URL from the command line split into the origin a client is made for, a path and query.
import Foundation

/// A URL given on the command line, as a client's origin, a path under it and query items.
///
/// As in HTTPie and xh, an address without a scheme gets `http://` (or `https://` with `--https`), and one that
/// starts with a colon is on localhost: `:8080/users` is `http://localhost:8080/users`, `:/x` is
/// `http://localhost/x`.
struct RequestTarget: Sendable, Equatable {
    /// `scheme://host[:port]`.
    let origin: String
    /// The path, as escaped as it was given, without the leading `/`.
    let path: String
    /// The URL's query items.
    let queryItems: [URLQueryItem]

    /// Splits `address`, giving it `defaultScheme` when it names none.
    ///
    /// - Throws: `UsageError` when it is not an http(s) URL with a host.
    init(_ address: String, defaultScheme: String = "http") throws(UsageError) {
        var text = address
        if !Self.namesScheme(text) {
            if text.hasPrefix(":") {
                let port = text.dropFirst().prefix { $0.isNumber }
                text = "localhost" + (port.isEmpty ? "" : ":" + port) + text.dropFirst(1 + port.count)
            }
            text = defaultScheme + "://" + text
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

    /// Whether `text` starts with `scheme://`.
    private static func namesScheme(_ text: String) -> Bool {
        guard let range = text.range(of: "://") else { return false }
        let scheme = text[..<range.lowerBound]
        return scheme.first?.isLetter == true && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
    }
}
