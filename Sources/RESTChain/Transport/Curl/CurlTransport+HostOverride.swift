// CurlTransport.HostOverride: where a CurlTransport connects instead of what a name resolves to (curl's --resolve).
#if os(Linux) && canImport(CCurl)
    import Foundation

    extension CurlTransport {
        /// An address to connect to for a host name and port, in place of what the name resolves to, as curl's
        /// `--resolve`: for tests against real names, and for moving traffic to a new server before DNS does.
        ///
        /// The request keeps its URL: the `Host` header, TLS's server name and the certificate check all use the
        /// name, only the connection goes to ``address``.
        /// ```swift
        /// let transport = CurlTransport(configuration: .init(
        ///     hostOverrides: [.init(host: "api.example.com", port: 443, address: "10.0.0.7")]))
        /// ```
        public struct HostOverride: Sendable, Hashable {
            /// The host name as the URL spells it.
            public var host: String
            /// The port as the URL gives it, or its scheme's default (80, 443).
            public var port: Int
            /// A numeric IPv4 or IPv6 address to connect to instead.
            public var address: String

            /// Creates an override of `host` on `port` by `address`.
            public init(host: String, port: Int, address: String) {
                self.host = host
                self.port = port
                self.address = address
            }

            /// The entry in libcurl's `CURLOPT_RESOLVE` list: `host:port:address`, an IPv6 address in brackets.
            var resolveEntry: String {
                let shown = address.contains(":") && !address.hasPrefix("[") ? "[\(address)]" : address
                return "\(host):\(port):\(shown)"
            }
        }
    }
#endif
