// Proxy: the proxy a transport sends every request through, its credentials and the hosts it leaves out.
import Foundation

/// A proxy every request of a transport goes through, in place of the `http_proxy`, `https_proxy` and `no_proxy`
/// of the environment: an HTTP proxy (plain HTTP forwarded, HTTPS through a `CONNECT` tunnel), the same over TLS
/// to the proxy, or SOCKS5 with names resolved by the proxy.
///
/// ```swift
/// let proxy = try Proxy("http://proxy.internal:3128", credentials: .init(user: "build", password: secret))
/// let transport = CurlTransport(configuration: .init(proxy: proxy))
/// ```
///
/// A proxy that asks for credentials it was not given (`407`) fails the request with
/// `URLError(.userAuthenticationRequired)`, never with "connection lost"; the error names the proxy's host and
/// port, never its credentials, which no text of RESTChain shows. ``CurlTransport`` honours it;
/// ``URLSessionTransport`` has no such setting (an Apple `URLSessionConfiguration` takes its own
/// `connectionProxyDictionary`; FoundationNetworking on Linux reads only the environment).
public struct Proxy: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// How the transport talks to the proxy.
    public enum Kind: String, Sendable, Hashable {
        /// Plain HTTP to the proxy; an `https` request goes through a `CONNECT` tunnel.
        case http
        /// TLS to the proxy, checked as the transport checks servers; then as ``http``.
        case https
        /// SOCKS5, the proxy resolving the server's name (curl's `socks5h`).
        case socks5
    }

    /// How the transport talks to the proxy.
    public var kind: Kind
    /// The proxy's host name or address.
    public var host: String
    /// The proxy's port.
    public var port: Int
    /// What the proxy asks for, if anything.
    public var credentials: PasswordCredentials?
    /// Hosts reached directly, not through the proxy, as `no_proxy` lists them: a name covers its subdomains
    /// (`example.com` covers `api.example.com`), an address matches itself, `*` covers every host.
    public var bypassedHosts: [String]

    /// Creates a proxy setting.
    ///
    /// - Parameters:
    ///   - kind: How to talk to the proxy; ``Kind/http`` by default.
    ///   - host: The proxy's host name or address.
    ///   - port: The proxy's port.
    ///   - credentials: What the proxy asks for, if anything.
    ///   - bypassedHosts: Hosts reached directly.
    public init(
        _ kind: Kind = .http, host: String, port: Int, credentials: PasswordCredentials? = nil,
        bypassedHosts: [String] = []
    ) {
        self.kind = kind
        self.host = host
        self.port = port
        self.credentials = credentials
        self.bypassedHosts = bypassedHosts
    }

    /// A proxy from its URL as curl's `--proxy` takes it: `http://`, `https://`, `socks5://` or `socks5h://` (both
    /// SOCKS5 spellings resolve names at the proxy), a host, and a port (1080 for SOCKS5, else 80 or 443 when
    /// omitted); a scheme-less `host:port` is HTTP. Credentials in the URL (`http://user:password@host:port`) are
    /// taken, unless `credentials` is given.
    ///
    /// - Throws: ``ConnectionSettingFailure/invalidProxy(reason:)`` for another scheme, no host, a bad port, or a
    ///   path; its text shows neither the user nor the password.
    public init(_ url: String, credentials: PasswordCredentials? = nil, bypassedHosts: [String] = [])
        throws(ConnectionSettingFailure)
    {
        let text = url.contains("://") ? url : "http://\(url)"
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased() else {
            throw .invalidProxy(reason: "the URL cannot be read (expected http://host:port)")
        }
        let kinds: [String: (Kind, Int)] = [
            "http": (.http, 80), "https": (.https, 443), "socks5": (.socks5, 1080), "socks5h": (.socks5, 1080),
        ]
        guard let (kind, defaultPort) = kinds[scheme] else {
            throw .invalidProxy(
                reason: "the scheme \(OneLine.escaped(scheme)) is not http, https, socks5 or socks5h")
        }
        guard let host = parts.host, !host.isEmpty else { throw .invalidProxy(reason: "the URL names no host") }
        guard parts.path.isEmpty || parts.path == "/", parts.query == nil else {
            throw .invalidProxy(reason: "a proxy URL has no path or query (expected \(scheme)://host:port)")
        }
        let port = parts.port ?? defaultPort
        guard (1...65535).contains(port) else { throw .invalidProxy(reason: "the port \(port) is out of range") }
        let given = parts.user.map { PasswordCredentials(user: $0, password: parts.password ?? "") }
        self.init(kind, host: host, port: port, credentials: credentials ?? given, bypassedHosts: bypassedHosts)
    }

    /// The proxy's address as errors name it: `host:port`, never its credentials.
    public var address: String {
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(shown):\(port)"
    }

    /// The kind and address, and whether credentials are set — never the password.
    public var description: String {
        let user = credentials.map { " as \($0.user)" } ?? ""
        let bypass = bypassedHosts.isEmpty ? "" : ", not for \(bypassedHosts.joined(separator: ","))"
        return "\(kind.rawValue) proxy \(address)\(user)\(bypass)"
    }

    /// The same as ``description``: the password is never shown.
    public var debugDescription: String { description }

    /// What `dump` and the debugger show: the description, never the password.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}
