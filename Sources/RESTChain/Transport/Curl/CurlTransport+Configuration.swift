// CurlTransport.Configuration: connections, routing, TLS, redirect and Digest settings of a CurlTransport.
#if os(Linux) && canImport(CCurl)
    import Foundation

    extension CurlTransport {
        /// How a ``CurlTransport`` connects: connections per host, HTTP/2, timeouts, redirects, where connections
        /// go — addresses in place of names, a Unix domain socket, a proxy — the client certificate it shows and the
        /// credentials that answer an HTTP Digest challenge.
        ///
        /// Which servers it trusts over TLS is given beside it, to ``CurlTransport/init(configuration:serverTrust:)``,
        /// which checks it when the transport is made, as ``URLSessionTransport`` does.
        public struct Configuration: Sendable, Hashable {
            /// The most connections open to one host at a time; requests past it wait for a free one (over HTTP/2
            /// they share one connection). 32 by default.
            public var maximumConnectionsPerHost: Int
            /// The most connections kept open for reuse across all hosts. 256 by default.
            public var maximumIdleConnections: Int
            /// The longest opening a connection (name lookup, TCP and TLS) may take, within the request's own
            /// deadline. 30 seconds by default.
            public var connectTimeout: Duration
            /// Whether HTTP/2 is offered to servers over TLS (plain HTTP stays HTTP/1.1). `true` by default.
            public var offersHTTP2: Bool
            /// Whether redirects are followed, by RESTChain's rules and up to ``maximumRedirects``. When `false`,
            /// a redirect is the response: its status and `Location` are returned for the caller to follow or not,
            /// as a command-line client does. `true` by default.
            public var followsRedirects: Bool
            /// The most redirects one request follows before failing with `URLError(.httpTooManyRedirects)`.
            /// 16 by default.
            public var maximumRedirects: Int
            /// Addresses to connect to in place of what names resolve to, as curl's `--resolve`. None by default.
            public var hostOverrides: [HostOverride]
            /// A Unix domain socket every connection goes through instead of TCP, as curl's `--unix-socket` (the
            /// Docker Engine API, local daemons); the URL still gives the `Host` header and the path. `nil` by default.
            public var unixSocketPath: String?
            /// The proxy every request goes through, in place of the environment's `http_proxy`, `https_proxy` and
            /// `no_proxy`; `nil` (the environment's, as curl reads it) by default.
            public var proxy: Proxy?
            /// The certificate and key shown to a server that asks for one (mutual TLS); `nil` by default.
            public var clientCertificate: ClientCertificate?
            /// The user and password that answer a server's HTTP Digest challenge (RFC 7616); `nil` by default.
            ///
            /// libcurl sends the request, takes the `401` and its `WWW-Authenticate: Digest` challenge, and sends
            /// it again with the answer: only the last response is returned, as one attempt. Only Digest is
            /// answered, never Basic, and only to the request's own host. A one-shot stream body cannot go twice:
            /// send bytes or a file. ``URLSessionTransport`` has no such setting.
            public var digestCredentials: PasswordCredentials?
            /// Which servers are trusted over TLS; set only by the transport's initialiser, once it has checked it.
            var serverTrust = ServerTrust.system

            /// Creates a configuration; the defaults suit an API client talking to a few hosts.
            ///
            /// - Parameters:
            ///   - maximumConnectionsPerHost: The most connections open to one host at a time.
            ///   - maximumIdleConnections: The most connections kept open for reuse.
            ///   - connectTimeout: The longest opening a connection may take.
            ///   - offersHTTP2: Whether HTTP/2 is offered over TLS.
            ///   - followsRedirects: Whether redirects are followed, or returned as the response.
            ///   - maximumRedirects: The most redirects one request follows.
            ///   - hostOverrides: Addresses to connect to in place of what names resolve to.
            ///   - unixSocketPath: A Unix domain socket to connect through instead of TCP.
            ///   - proxy: The proxy to send every request through, in place of the environment's.
            ///   - clientCertificate: The certificate and key to show a server that asks for one.
            ///   - digestCredentials: The user and password that answer a server's HTTP Digest challenge.
            public init(
                maximumConnectionsPerHost: Int = 32,
                maximumIdleConnections: Int = 256,
                connectTimeout: Duration = .seconds(30),
                offersHTTP2: Bool = true,
                followsRedirects: Bool = true,
                maximumRedirects: Int = 16,
                hostOverrides: [HostOverride] = [],
                unixSocketPath: String? = nil,
                proxy: Proxy? = nil,
                clientCertificate: ClientCertificate? = nil,
                digestCredentials: PasswordCredentials? = nil
            ) {
                self.maximumConnectionsPerHost = maximumConnectionsPerHost
                self.maximumIdleConnections = maximumIdleConnections
                self.connectTimeout = connectTimeout
                self.offersHTTP2 = offersHTTP2
                self.followsRedirects = followsRedirects
                self.maximumRedirects = maximumRedirects
                self.hostOverrides = hostOverrides
                self.unixSocketPath = unixSocketPath
                self.proxy = proxy
                self.clientCertificate = clientCertificate
                self.digestCredentials = digestCredentials
            }
        }
    }
#endif
