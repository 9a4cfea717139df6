// ConnectionOptions: where the HTTP commands connect and what they show — curl's --resolve, --unix-socket, --proxy
// and --noproxy, HTTPie's --cert, --cert-key and --cert-key-pass — on CurlTransport's settings.
import Foundation
import RESTChain

/// Where the HTTP commands' connections go, with curl's spelling: `--resolve HOST:PORT:ADDRESS` connects to an
/// address in place of what a name resolves to (the URL, `Host` and the TLS name stay the name's),
/// `--unix-socket PATH` carries every request over a Unix domain socket, as for the Docker Engine API, and
/// `--proxy URL` sends them through a proxy but to the hosts `--noproxy` lists. The client certificate a server may
/// ask for takes HTTPie's spelling: `--cert`, `--cert-key`, `--cert-key-pass`.
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
    /// The proxy `--proxy` names, with the hosts `--noproxy` leaves out.
    private(set) var proxy: Proxy?
    /// The files `--cert` and `--cert-key` name, and the passphrase of `--cert-key-pass`.
    struct CertificateFiles: Sendable, Equatable {
        let file: String
        let key: String?
        let passphrase: String?
    }

    /// What `--cert`, `--cert-key` and `--cert-key-pass` give.
    private(set) var certificate: CertificateFiles?

    /// The options.
    static let options: [OptionSpec] = [
        .value(
            "--resolve", "HOST:PORT:ADDRESS",
            "Connect to ADDRESS for HOST:PORT, the URL and certificate check keeping the name (curl's; repeatable)."),
        .value("--unix-socket", "PATH", "Send every request over the Unix domain socket at PATH (curl's)."),
        .value(
            "--proxy", "URL",
            "Send every request through this proxy: http://[user:password@]host:port, https://… or socks5h://…"
                + " (curl's spelling, not HTTPie's PROTOCOL:URL; in place of http_proxy and https_proxy)."),
        .value("--noproxy", "HOST,…", "With --proxy, reach these hosts directly (curl's; * for all)."),
        .value(
            "--cert", "FILE",
            "Show the server this client certificate: PEM (with the key, or see --cert-key) or PKCS #12 (.p12,"
                + " .pfx), as HTTPie."),
        .value("--cert-key", "FILE", "The PEM private key of --cert, when it is not in the same file (HTTPie's)."),
        .value(
            "--cert-key-pass", "PASSPHRASE", "What opens an encrypted --cert-key, or a PKCS #12 --cert (HTTPie's)."),
    ]

    /// Whether the command line asks for nothing but the usual connections.
    var isDefault: Bool { overrides.isEmpty && unixSocketPath == nil && proxy == nil && certificate == nil }

    /// The connections `arguments` ask for.
    ///
    /// - Throws: `UsageError` for a `--resolve` that is not `HOST:PORT:ADDRESS` with a numeric address, an empty
    ///   `--unix-socket`, a `--proxy` that is not a proxy URL, or `--noproxy`, `--cert-key` or `--cert-key-pass`
    ///   without what they go with.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        overrides = try arguments.all("--resolve").map { text throws(UsageError) in try Self.override(text) }
        unixSocketPath = arguments.value("--unix-socket")
        if unixSocketPath?.isEmpty == true { throw UsageError("--unix-socket needs the path of a socket") }
        let bypassed = arguments.value("--noproxy").map {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        if let url = arguments.value("--proxy") {
            do {
                proxy = try Proxy(url, bypassedHosts: bypassed ?? [])
            } catch {
                throw UsageError("--proxy: \(error.description)")
            }
        } else if bypassed != nil {
            throw UsageError(
                "--noproxy lists the hosts --proxy leaves out: give --proxy too (no_proxy covers the environment's)")
        }
        if let file = arguments.value("--cert") {
            certificate = CertificateFiles(
                file: file, key: arguments.value("--cert-key"), passphrase: arguments.value("--cert-key-pass"))
        } else if arguments.value("--cert-key") != nil || arguments.value("--cert-key-pass") != nil {
            throw UsageError("--cert-key and --cert-key-pass go with --cert FILE")
        }
    }

    /// The client certificate of `--cert`, its files checked now: a PKCS #12 bundle when the file is named `.p12` or
    /// `.pfx` or holds DER, else PEM.
    ///
    /// - Throws: `CommandFailure` with exit status 58 (curl's "problem with the local certificate") in one line
    ///   naming the file that is missing, unreadable or not a certificate; never the passphrase.
    func clientCertificate() throws(CommandFailure) -> ClientCertificate? {
        guard let certificate else { return nil }
        let url = URL(fileURLWithPath: certificate.file)
        let bundle =
            ["p12", "pfx"].contains(url.pathExtension.lowercased())
            || (certificate.key == nil && FileManager.default.contents(atPath: certificate.file)?.first == 0x30)
        if bundle, certificate.key != nil {
            throw CommandFailure("--cert-key goes with a PEM --cert, not a PKCS #12 bundle", status: ExitStatus.usage)
        }
        do {
            if bundle { return try ClientCertificate(pkcs12: url, passphrase: certificate.passphrase ?? "") }
            return try ClientCertificate(
                certificate: url, key: certificate.key.map(URL.init(fileURLWithPath:)),
                passphrase: certificate.passphrase)
        } catch {
            throw CommandFailure(error.description, status: ExitStatus.unusableClientCertificate)
        }
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
