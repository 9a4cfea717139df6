// TLSOptions: --verify, -k, --cacert and --pin (with SSL_CERT_FILE and CURL_CA_BUNDLE) as the library's ServerTrust.
import Foundation
import RESTChain

/// Which servers the HTTP commands trust over TLS, from the command line and the environment.
///
/// `--verify=no` is HTTPie's spelling and `-k`/`--insecure` curl's; `--verify=FILE` and `--cacert FILE` add the
/// authorities of a PEM file; without either, `CURL_CA_BUNDLE` or else `SSL_CERT_FILE` names that file, as for
/// curl. The file's authorities are trusted besides the system's (curl's `--cacert` would replace them).
enum TLSOptions {
    /// The options.
    static let options: [OptionSpec] = [
        .value(
            "--verify", "yes|no|FILE",
            "Check the server's certificate (yes), accept any (no, as -k), or trust the authorities in a PEM FILE too."),
        .flag("--insecure", short: "-k", "Accept any server certificate (--verify=no): for a test server only."),
        .value("--cacert", "FILE", "Trust the certificate authorities in this PEM file besides the system's."),
        .value("--pin", "sha256//BASE64", "Accept only a server whose public key has this digest (repeatable)."),
    ]

    /// The trust the command line and `environment` ask for: ``ServerTrust/system`` when they ask nothing.
    ///
    /// - Throws: `UsageError` for a malformed pin or `--verify` beside `--cacert`.
    static func trust(_ arguments: ParsedArguments, environment: [String: String]) throws(UsageError) -> ServerTrust {
        var trust = ServerTrust.system
        let verify = arguments.value("--verify")
        switch verify?.lowercased() {
        case "no", "false": trust.acceptsAnyCertificate = true
        case nil, "yes", "true": break
        default: trust.additionalCertificateAuthorities = verify.map { URL(fileURLWithPath: $0) }
        }
        if arguments.has("--insecure") { trust.acceptsAnyCertificate = true }
        if let file = arguments.value("--cacert") {
            guard trust.additionalCertificateAuthorities == nil else {
                throw UsageError("--verify=FILE and --cacert FILE name the same thing: give one")
            }
            trust.additionalCertificateAuthorities = URL(fileURLWithPath: file)
        }
        if trust.additionalCertificateAuthorities == nil, !trust.acceptsAnyCertificate,
            let file = ["CURL_CA_BUNDLE", "SSL_CERT_FILE"].lazy.compactMap({ environment[$0] }).first(where: {
                !$0.isEmpty
            })
        {
            trust.additionalCertificateAuthorities = URL(fileURLWithPath: file)
        }
        do {
            trust.pinnedPublicKeys = try arguments.all("--pin").map { text throws(ServerTrustFailure) in
                try PublicKeyPin(text)
            }
        } catch {
            throw UsageError("--pin: \(error.description)")
        }
        return trust
    }

    /// The transport for `trust` and `connections` that returns redirects (restchain's own), or follows them (`nil`
    /// for the library's default when both ask nothing): the shared one when they ask nothing, else one of its own.
    ///
    /// - Throws: `CommandFailure` for an authority or client certificate file that cannot be used, or a platform
    ///   whose transport cannot honour `trust` or `connections`.
    static func transport(
        for trust: ServerTrust, connections: ConnectionOptions, returningRedirects: Bool
    ) throws(CommandFailure) -> (any Transport)? {
        if trust.isSystemOnly, connections.isDefault {
            return returningRedirects ? CommandTransport.returningRedirects : nil
        }
        #if os(Linux) && canImport(CCurl)
            var configuration = CurlTransport.Configuration(followsRedirects: !returningRedirects)
            configuration.hostOverrides = connections.overrides.map {
                CurlTransport.HostOverride(host: $0.host, port: $0.port, address: $0.address)
            }
            configuration.unixSocketPath = connections.unixSocketPath
            configuration.proxy = connections.proxy
            configuration.clientCertificate = try connections.clientCertificate()
            do {
                return try CurlTransport(configuration: configuration, serverTrust: trust)
            } catch {
                throw CommandFailure(error.description)
            }
        #else
            throw CommandFailure(
                "--verify, -k, --cacert, --pin, --resolve, --unix-socket, --proxy and --cert need libcurl, which"
                    + " restchain uses only on Linux")
        #endif
    }
}
