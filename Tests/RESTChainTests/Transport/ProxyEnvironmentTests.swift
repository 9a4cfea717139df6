// ProxyEnvironmentTests: http_proxy, https_proxy and no_proxy are honoured as curl honours them, by both transports
// on Linux, through a loopback proxy that counts what it forwards.
#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    /// Each case runs `TransportProbe` in a process of its own with the variables set (so no other test's requests
    /// go through the proxy), then asks the proxy and the origin what reached them.
    @Suite(.serialized)
    struct ProxyEnvironmentTests {
        /// The origin, the proxy and a TLS origin (its certificate trusted by the probe), started once for the suite.
        final class Servers: Sendable {
            let origin: TestServer
            let proxy: TestServer
            let secure: TestServer
            let certificate: CurlTLSTests.Certificate

            init() async throws {
                certificate = try CurlTLSTests.Certificate.make()
                origin = try await TestServer.start()
                proxy = try await TestServer.start(script: "proxy_server.py")
                secure = try await TestServer.start(
                    arguments: ["--tls", certificate.certificate.path, certificate.key.path])
            }

            var proxyURL: String { "http://127.0.0.1:\(proxy.port)" }

            /// What went through the proxy for `url` (an absolute URL, or `host:port` for a CONNECT tunnel).
            func forwarded(_ url: String) async throws -> Int { try await proxy.stats(path: url).count }

            deinit { try? FileManager.default.removeItem(at: certificate.directory) }
        }

        static let servers = Task { try await Servers() }

        /// Runs one GET over `transport` with `environment`, under a watchdog; returns the probe's output.
        private func get(_ url: String, over transport: String, _ environment: [String: String]) async throws
            -> ProbeRun
        {
            let servers = try await Self.servers.value
            // The TLS origin has no plain-HTTP control routes: what reached it is what the probe printed.
            try await servers.origin.reset()
            try await servers.proxy.reset()
            return try await withWatchdog(seconds: 60) {
                try await ProbeProcess.run(
                    ["get", transport, url, "1", "0", servers.certificate.certificate.path], environment: environment)
            }
        }

        @Test(arguments: ["curl", "urlSession"])
        func `http_proxy sends a plain-HTTP request through the proxy`(transport: String) async throws {
            let servers = try await Self.servers.value
            let url = servers.origin.baseURL + "/json/users/1"
            let run = try await get(url, over: transport, ["http_proxy": servers.proxyURL])
            #expect(run.isClean && run.output.hasPrefix("status 200"), "\(run)")
            #expect(try await servers.forwarded(url) == 1)
            #expect(try await servers.origin.stats(path: "/json/users/1").count == 1)
        }

        @Test(arguments: ["curl", "urlSession"])
        func `no_proxy naming the host sends the request straight to it`(transport: String) async throws {
            let servers = try await Self.servers.value
            let url = servers.origin.baseURL + "/json/users/1"
            let run = try await get(url, over: transport, ["http_proxy": servers.proxyURL, "no_proxy": "127.0.0.1"])
            #expect(run.isClean && run.output.hasPrefix("status 200"), "\(run)")
            #expect(try await servers.forwarded(url) == 0)
            #expect(try await servers.origin.stats(path: "/json/users/1").count == 1)
        }

        /// curl reads only the lower-case `http_proxy` (an upper-case one could come from a CGI request's
        /// `Proxy:` header); the upper-case forms of the others are read.
        @Test(arguments: ["curl", "urlSession"])
        func `an upper-case HTTP_PROXY is ignored, as curl ignores it`(transport: String) async throws {
            let servers = try await Self.servers.value
            let url = servers.origin.baseURL + "/json/users/1"
            let run = try await get(url, over: transport, ["HTTP_PROXY": servers.proxyURL])
            #expect(run.isClean && run.output.hasPrefix("status 200"), "\(run)")
            #expect(try await servers.forwarded(url) == 0)
        }

        @Test(arguments: ["curl", "urlSession"], ["https_proxy", "HTTPS_PROXY"])
        func `https_proxy tunnels an HTTPS request through the proxy`(transport: String, variable: String)
            async throws
        {
            let servers = try await Self.servers.value
            let url = "https://127.0.0.1:\(servers.secure.port)/json/users/1"
            let run = try await get(url, over: transport, [variable: servers.proxyURL])
            #expect(try await servers.forwarded("127.0.0.1:\(servers.secure.port)") == 1)
            if transport == "curl" {
                #expect(run.isClean && run.output.hasPrefix("status 200"), "\(run)")
            } else {
                // FoundationNetworking cannot be told to trust the test's certificate: the tunnel is what counts.
                #expect(!run.signalled && !run.hung && run.output.hasPrefix("error "), "\(run)")
            }
        }

        @Test(arguments: ["curl", "urlSession"])
        func `a proxy that cannot be reached fails the request with a one-line error`(transport: String)
            async throws
        {
            let servers = try await Self.servers.value
            let url = servers.origin.baseURL + "/json/users/1"
            // Port 9 on loopback (discard) is closed here: the proxy refuses the connection.
            let run = try await get(url, over: transport, ["http_proxy": "http://127.0.0.1:9"])
            #expect(!run.signalled && !run.hung && run.status == 1, "\(run)")
            #expect(run.output.hasPrefix("error ") && run.output.split(separator: "\n").count == 1, "\(run)")
            #expect(try await servers.origin.stats(path: "/json/users/1").count == 0)
        }
    }
#endif
