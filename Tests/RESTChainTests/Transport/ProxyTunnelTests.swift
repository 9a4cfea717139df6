// ProxyTunnelTests: an HTTPS request through a proxy that will not open its tunnel fails with a typed one-line error
// naming the proxy's answer — never "connection lost", never a credential — and the server's own status comes back
// through a tunnel that opens.
#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    /// Each case runs `TransportProbe` in a process of its own with `https_proxy` set, as `ProxyEnvironmentTests`
    /// does.
    @Suite(.serialized)
    struct ProxyTunnelTests {
        /// A TLS origin (its certificate trusted by the probe), an open proxy and one that asks for credentials.
        final class Servers: Sendable {
            let secure: TestServer
            let proxy: TestServer
            let guarded: TestServer
            let certificate: CurlTLSTests.Certificate

            init() async throws {
                certificate = try CurlTLSTests.Certificate.make()
                secure = try await TestServer.start(
                    arguments: ["--tls", certificate.certificate.path, certificate.key.path])
                proxy = try await TestServer.start(script: "proxy_server.py")
                guarded = try await TestServer.start(
                    script: "proxy_server.py", arguments: ["--credentials", "\(Self.user):\(Self.password)"])
            }

            static let user = "tunnel-user"
            static let password = "s3cret-proxy-password"

            /// The origin's URL for `path`, over TLS.
            func url(_ path: String) -> String { "https://127.0.0.1:\(secure.port)\(path)" }

            deinit { try? FileManager.default.removeItem(at: certificate.directory) }
        }

        static let servers = Task { try await Servers() }

        /// Runs one GET of `url` over `transport` with `https_proxy` set to `proxy`, under a watchdog.
        private func get(_ url: String, over transport: String, proxy: String) async throws -> ProbeRun {
            let servers = try await Self.servers.value
            try await servers.proxy.reset()
            try await servers.guarded.reset()
            return try await withWatchdog(seconds: 60) {
                try await ProbeProcess.run(
                    ["get", transport, url, "1", "0", servers.certificate.certificate.path],
                    environment: ["https_proxy": proxy])
            }
        }

        /// Whether `run` failed by itself with one line that is a typed error, not a crash or a hang.
        private func failedInOneLine(_ run: ProbeRun) -> Bool {
            !run.signalled && !run.hung && run.status == 1 && run.output.hasPrefix("error ")
                && run.output.split(separator: "\n").count == 1
        }

        @Test(arguments: ["curl", "urlSession"])
        func `a proxy asking for credentials fails the request with a one-line error`(transport: String)
            async throws
        {
            let servers = try await Self.servers.value
            let run = try await get(servers.url("/json/users/1"), over: transport, proxy: servers.guarded.baseURL)
            #expect(failedInOneLine(run), "\(run)")
            #expect(try await servers.guarded.stats(path: "127.0.0.1:\(servers.secure.port)").count == 1)
            if transport == "curl" {
                // URLError.userAuthenticationRequired, never retried, in words that name the proxy.
                #expect(run.output.hasPrefix("error Transport error -1013 "), "\(run)")
                #expect(run.output.contains("the proxy requires authentication"), "\(run)")
            }
        }

        @Test(arguments: ["curl", "urlSession"])
        func `wrong proxy credentials never appear in the error`(transport: String) async throws {
            let servers = try await Self.servers.value
            let proxy = "http://\(Servers.user):wrong-\(Servers.password)@127.0.0.1:\(servers.guarded.port)"
            let run = try await get(servers.url("/json/users/1"), over: transport, proxy: proxy)
            #expect(failedInOneLine(run), "\(run)")
            for text in [run.output, run.errors] {
                #expect(!text.contains(Servers.password) && !text.contains(Servers.user), "\(run)")
            }
            if transport == "curl" {
                #expect(run.output.contains("the proxy requires authentication"), "\(run)")
            }
        }

        @Test func `the right proxy credentials open the tunnel`() async throws {
            let servers = try await Self.servers.value
            let proxy = "http://\(Servers.user):\(Servers.password)@127.0.0.1:\(servers.guarded.port)"
            let run = try await get(servers.url("/json/users/1"), over: "curl", proxy: proxy)
            #expect(run.isClean && run.output.hasPrefix("status 200"), "\(run)")
            #expect(try await servers.guarded.stats(path: "127.0.0.1:\(servers.secure.port)").count == 1)
        }

        /// The proxy's `200 Connection established` is not the response: the server's status comes through.
        @Test func `through a tunnel the status is the server's, not the proxy's`() async throws {
            let servers = try await Self.servers.value
            let run = try await get(servers.url("/status/404"), over: "curl", proxy: servers.proxy.baseURL)
            #expect(run.status == 1 && run.output.hasPrefix("error HTTP 404 "), "\(run)")
        }

        /// The open proxy answers a tunnel to a host that is not loopback 403, and one to a closed loopback port 502.
        @Test(
            arguments: ["curl", "urlSession"],
            [
                ("https://refused.invalid/json/users/1", 403, "refused.invalid:443", -1008),
                ("https://127.0.0.1:9/json/users/1", 502, "127.0.0.1:9", -1004),
            ])
        func `a proxy that refuses the tunnel fails the request with a one-line error naming its answer`(
            transport: String, refusal: (url: String, status: Int, tunnel: String, code: Int)
        ) async throws {
            let servers = try await Self.servers.value
            let run = try await get(refusal.url, over: transport, proxy: servers.proxy.baseURL)
            #expect(failedInOneLine(run), "\(run)")
            #expect(try await servers.proxy.stats(path: refusal.tunnel).count == 1)
            if transport == "curl" {
                #expect(run.output.hasPrefix("error Transport error \(refusal.code) "), "\(run)")
                #expect(run.output.contains("tunnel to the server (it answered \(refusal.status))"), "\(run)")
                #expect(!run.output.contains("connection was lost"), "\(run)")
            }
        }
    }
#endif
