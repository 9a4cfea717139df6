// ProxyKindsTests: CurlTransport through the two proxy kinds tinyproxy does not speak, each a real proxy on loopback:
// SOCKS5 resolving names itself (Tests/Servers/socks5_server.py), and an HTTP proxy reached over TLS
// (proxy_server.py with --tls), plain HTTP forwarded and HTTPS tunnelled inside it.
#if os(Linux)
    import Foundation
    import RESTChain
    import TestSupport
    import Testing

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    struct ProxyKindsTests {
        /// A name only the SOCKS5 proxy resolves (to 127.0.0.1): no resolver of this machine knows it.
        static let proxyOnlyName = "origin.restchain.test"

        /// A SOCKS5 proxy writing each target it is asked for to a log file, and the log's lines so far.
        struct Socks {
            let server: TestServer
            let log: URL

            static func start(credentials: String? = nil) async throws -> Socks {
                let log = FileManager.default.temporaryDirectory.appendingPathComponent("socks-\(UUID().uuidString)")
                let arguments = ["--log", log.path] + (credentials.map { ["--credentials", $0] } ?? [])
                return Socks(
                    server: try await TestServer.start(script: "socks5_server.py", arguments: arguments), log: log)
            }

            var targets: [String] {
                ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            }

            func stop() {
                server.stop()
                try? FileManager.default.removeItem(at: log)
            }
        }

        @Test func `SOCKS5 lets the proxy resolve a name this machine cannot`() async throws {
            let origin = try await TestServer.start()
            defer { origin.stop() }
            let socks = try await Socks.start()
            defer { socks.stop() }
            let proxy = Proxy(.socks5, host: "127.0.0.1", port: socks.server.port)
            let api = try RESTClient(
                baseURL: "http://\(Self.proxyOnlyName):\(origin.port)",
                transport: CurlTransport(configuration: .init(proxy: proxy)))
            let echo = try await withWatchdog(seconds: 60) { try await api.get("echo/socks").json() }
            #expect(echo["headers"]?["host"] == .string("\(Self.proxyOnlyName):\(origin.port)"))
            #expect(socks.targets == ["name \(Self.proxyOnlyName):\(origin.port)"])  // the name, never an address
            #expect(try await origin.stats(path: "/echo/socks").count == 1)
        }

        @Test func `SOCKS5 with credentials sends them and a wrong password fails in one line without it`()
            async throws
        {
            let origin = try await TestServer.start()
            defer { origin.stop() }
            let socks = try await Socks.start(credentials: "socks-user:s3cret-socks")
            defer { socks.stop() }
            func client(password: String) throws -> RESTClient {
                let proxy = Proxy(
                    .socks5, host: "127.0.0.1", port: socks.server.port,
                    credentials: .init(user: "socks-user", password: password))
                return try RESTClient(
                    baseURL: "http://\(Self.proxyOnlyName):\(origin.port)",
                    transport: CurlTransport(configuration: .init(proxy: proxy)))
            }
            let users = try await withWatchdog(seconds: 60) {
                try await client(password: "s3cret-socks").get("json/users/1").json()
            }
            #expect(users["name"] == "Ann")
            do {
                _ = try await withWatchdog(seconds: 60) {
                    try await client(password: "wrong-s3cret").get("json/users/1").data()
                }
                Issue.record("a wrong SOCKS password went through")
            } catch {
                let line = "\(error)"
                #expect(!line.contains("s3cret") && !line.contains("\n"), "\(line)")
                guard case .transport = error as? RESTError else { throw error }
            }
            #expect(socks.targets == ["name \(Self.proxyOnlyName):\(origin.port)", "refused credentials"])
        }

        @Test func `SOCKS5 that cannot reach the host fails the request in one line`() async throws {
            let socks = try await Socks.start()
            defer { socks.stop() }
            let proxy = Proxy(.socks5, host: "127.0.0.1", port: socks.server.port)
            let api = try RESTClient(
                baseURL: "http://unknown.example:80", transport: CurlTransport(configuration: .init(proxy: proxy)))
            do {
                _ = try await withWatchdog(seconds: 60) { try await api.get("x").data() }
                Issue.record("an unreachable host answered")
            } catch {
                guard case .transport = error as? RESTError else { throw error }
                #expect(!"\(error)".contains("\n"))
            }
            #expect(socks.targets == ["name unknown.example:80"])
        }

        /// An HTTP proxy that clients reach over TLS, its certificate that of `certificate`.
        private func tlsProxy(_ certificate: CurlTLSTests.Certificate) async throws -> TestServer {
            try await TestServer.start(
                script: "proxy_server.py", arguments: ["--tls", certificate.certificate.path, certificate.key.path])
        }

        @Test func `an HTTPS proxy forwards plain HTTP and tunnels HTTPS, checked by the transport's trust`()
            async throws
        {
            let certificate = try CurlTLSTests.Certificate.make()
            defer { try? FileManager.default.removeItem(at: certificate.directory) }
            let plain = try await TestServer.start()
            defer { plain.stop() }
            let secure = try await TestServer.start(
                arguments: ["--tls", certificate.certificate.path, certificate.key.path])
            defer { secure.stop() }
            let proxy = try await tlsProxy(certificate)
            defer { proxy.stop() }
            let transport = try CurlTransport(
                configuration: .init(proxy: Proxy(.https, host: "127.0.0.1", port: proxy.port)),
                serverTrust: ServerTrust(additionalCertificateAuthorities: certificate.certificate))
            let forwarded = try await withWatchdog(seconds: 60) {
                try await RESTClient(baseURL: plain.baseURL, transport: transport).get("json/users/1").response()
            }
            #expect(forwarded.statusCode == 200 && forwarded.headers["Via"] == "1.1 restchain-test-proxy")
            let tunnelled = try await withWatchdog(seconds: 60) {
                try await RESTClient(baseURL: "https://127.0.0.1:\(secure.port)", transport: transport)
                    .get("json/users/1").response()
            }
            // End to end: the proxy only relays.
            #expect(tunnelled.statusCode == 200 && tunnelled.headers["Via"] == nil)
            #expect(try await plain.stats(path: "/json/users/1").count == 1)
        }

        @Test func `an HTTPS proxy whose certificate is not trusted is refused before anything is sent`()
            async throws
        {
            let certificate = try CurlTLSTests.Certificate.make()
            defer { try? FileManager.default.removeItem(at: certificate.directory) }
            let plain = try await TestServer.start()
            defer { plain.stop() }
            let proxy = try await tlsProxy(certificate)
            defer { proxy.stop() }
            let api = try RESTClient(
                baseURL: plain.baseURL,
                transport: CurlTransport(
                    configuration: .init(proxy: Proxy(.https, host: "127.0.0.1", port: proxy.port))))
            do {
                _ = try await withWatchdog(seconds: 60) { try await api.get("json/users/1").data() }
                Issue.record("an untrusted proxy was used")
            } catch {
                guard case .transport(let failure) = error as? RESTError else { throw error }
                #expect(
                    failure.code == .serverCertificateUntrusted || failure.code == .secureConnectionFailed, "\(error)")
            }
            #expect(try await plain.stats(path: "/json/users/1").count == 0)
        }
    }
#endif
