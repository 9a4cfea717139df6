// ConnectionOptions: where the HTTP commands connect — curl's --resolve and --unix-socket, on CurlTransport's settings.
import Foundation
import RESTChain

/// Where the HTTP commands' connections go, with curl's spelling: `--resolve HOST:PORT:ADDRESS` connects to an
/// address in place of what a name resolves to (the URL, `Host` and the TLS name stay the name's), and
/// `--unix-socket PATH` carries every request over a Unix domain socket, as for the Docker Engine API.
struct ConnectionOptions: Sendable, Equatable {
    /// One `--resolve`: the host and port a URL names, and the numeric address to connect to instead.
    struct Override: Sendable, Equatable {
        let host: String
        let port: Int
        let address: String
    }

    /// The `--resolve` overrides, in the order given.
    private(set) var overrides: [Override] = []
    /// The socket `--unix-socket` names.
    private(set) var unixSocketPath: String?

    /// The options.
    static let options: [OptionSpec] = [
        .value(
            "--resolve", "HOST:PORT:ADDRESS",
            "Connect to ADDRESS for HOST:PORT, the URL and certificate check keeping the name (curl's; repeatable)."),
        .value("--unix-socket", "PATH", "Send every request over the Unix domain socket at PATH (curl's)."),
    ]

    /// Whether the command line asks for nothing but the usual connections.
    var isDefault: Bool { overrides.isEmpty && unixSocketPath == nil }

    /// The connections `arguments` ask for.
    ///
    /// - Throws: `UsageError` for a `--resolve` that is not `HOST:PORT:ADDRESS` with a numeric address, or an
    ///   empty `--unix-socket`.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        overrides = try arguments.all("--resolve").map { text throws(UsageError) in try Self.override(text) }
        unixSocketPath = arguments.value("--unix-socket")
        if unixSocketPath?.isEmpty == true { throw UsageError("--unix-socket needs the path of a socket") }
    }

    /// `HOST:PORT:ADDRESS` read, an IPv6 address with or without its brackets.
    static func override(_ text: String) throws(UsageError) -> Override {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        var address = parts.count == 3 ? String(parts[2]) : ""
        if address.hasPrefix("["), address.hasSuffix("]") { address = String(address.dropFirst().dropLast()) }
        guard parts.count == 3, !parts[0].isEmpty, !parts[0].hasPrefix("+"), !parts[0].hasPrefix("-"),
            let port = Int(parts[1]), (1...65535).contains(port), isNumeric(address)
        else {
            throw UsageError(
                "--resolve takes HOST:PORT:ADDRESS with a numeric address, such as example.com:443:127.0.0.1, not"
                    + " '\(text)'")
        }
        return Override(host: String(parts[0]), port: port, address: address)
    }

    /// Whether `address` is a numeric IPv4 or IPv6 address.
    private static func isNumeric(_ address: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, address, &v4) == 1 || inet_pton(AF_INET6, address, &v6) == 1
    }
}
