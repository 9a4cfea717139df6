// BaseURL: a validated, normalised http(s) root that every path is appended to.
import Foundation

/// The validated root of an API: `http` or `https`, a host, and a path without a trailing slash.
///
/// Creating one checks the scheme and host and drops trailing slashes, so `"https://site/api/"` and
/// `"https://site/api"` are the same base, and `"ftp://site"` fails with ``RESTError/invalidURL(_:reason:)``.
public struct BaseURL: Sendable, Hashable, CustomStringConvertible {
    /// The normalised root, such as `https://api.example.com/api`, with no trailing slash.
    public let string: String

    /// Validates and normalises `string`, appending the optional version segment.
    ///
    /// - Parameters:
    ///   - string: An absolute `http` or `https` URL, optionally with a path.
    ///   - version: A version segment appended to the path, such as `.v(2)`.
    /// - Throws: ``RESTError/invalidURL(_:reason:)`` when the scheme is not http(s), the host is missing, the
    ///   port is outside 1…65535, or the URL has a query or fragment.
    public init(_ string: String, version: APIVersion? = nil) throws(RESTError) {
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let components = URLComponents(string: trimmed) else {
            throw .invalidURL(string, reason: "not a URL")
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidURL(string, reason: "the scheme must be http or https")
        }
        guard let host = components.host, !host.isEmpty else {
            throw .invalidURL(string, reason: "the URL has no host")
        }
        if let port = components.port, !(1...65535).contains(port) {
            throw .invalidURL(string, reason: "the port \(port) is not between 1 and 65535")
        }
        guard components.query == nil, components.fragment == nil else {
            throw .invalidURL(string, reason: "a base URL cannot have a query or fragment; use query(key:value:)")
        }
        var normalised = trimmed
        while normalised.hasSuffix("/") { normalised.removeLast() }
        if let version {
            let segment = version.segment.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            if !segment.isEmpty { normalised += "/" + PathEscaping.escape(segment) }
        }
        self.string = normalised
    }

    /// The absolute URL for `path` under this base; a leading slash on `path` is ignored.
    public func appending(path: String) -> String {
        var relative = Substring(path)
        while relative.hasPrefix("/") { relative.removeFirst() }
        return relative.isEmpty ? string : string + "/" + PathEscaping.escape(String(relative))
    }

    /// The normalised root.
    public var description: String { string }
}
