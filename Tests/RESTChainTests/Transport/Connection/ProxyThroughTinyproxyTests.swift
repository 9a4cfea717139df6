// ProxyThroughTinyproxyTests: CurlTransport through a real proxy (tinyproxy, started by the test on a free port and
// asking for credentials): plain HTTP forwarded, HTTPS through a CONNECT tunnel, a 407 as a typed one-line error
// naming the proxy and never its password, and the hosts it is told to leave out reached directly.
#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    @testable import RESTChain

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    @Suite(
        .serialized,
        .enabled(if: Tinyproxy.executable != nil, "tinyproxy is not installed (apt-get install tinyproxy)"))
    struct ProxyThroughTinyproxyTests {
        static let user = Tinyproxy.user
        static let password = Tinyproxy.password

        /// A plain origin, a TLS origin (its certificate trusted by the clients) and tinyproxy asking for Basic
        /// credentials; it adds `Via: … tinyproxy` to what it forwards.
        final class Setup: Sendable {
            let plain: TestServer
            let secure: TestServer
            let certificate: CurlTLSTests.Certificate
            let proxy: Daemon

            init() async throws {
                certificate = try CurlTLSTests.Certificate.make()
                plain = try await TestServer.start()
                secure = try await TestServer.start(
                    arguments: ["--tls", certificate.certificate.path, certificate.key.path])
                proxy = try await Tinyproxy.start()
            }

            deinit {
                plain.stop()
                secure.stop()
                proxy.stop()
                try? FileManager.default.removeItem(at: certificate.directory)
            }
        }

        static let setup = Task { try await Setup() }

        /// A client of `origin` over a CurlTransport through tinyproxy with `credentials`, trusting the TLS origin.
        private func client(
            _ setup: Setup, _ origin: String, credentials: PasswordCredentials?, bypassing: [String] = []
        ) throws -> RESTClient {
            let proxy = Proxy(
                host: "127.0.0.1", port: Int(setup.proxy.port), credentials: credentials, bypassedHosts: bypassing)
            let transport = try CurlTransport(
                configuration: .init(proxy: proxy),
                serverTrust: ServerTrust(additionalCertificateAuthorities: setup.certificate.certificate))
            return try RESTClient(baseURL: origin, transport: transport)
        }

        private static let rightCredentials = PasswordCredentials(user: user, password: password)

        @Test func `plain HTTP goes through the proxy with its credentials`() async throws {
            let setup = try await Self.setup.value
            let api = try client(setup, setup.plain.baseURL, credentials: Self.rightCredentials)
            let users = try await withWatchdog(seconds: 60) { try await api.get("json/users").json() }
            #expect(users[0]?["name"] == "Ann")
            let seen = try await setup.plain.requests(path: "/json/users")
            #expect(seen.last?.header("via")?.contains("tinyproxy") == true, "\(seen)")
        }

        @Test func `HTTPS goes through a tunnel the proxy opens with its credentials`() async throws {
            let setup = try await Self.setup.value
            let origin = "https://127.0.0.1:\(setup.secure.port)"
            let api = try client(setup, origin, credentials: Self.rightCredentials)
            let response = try await withWatchdog(seconds: 60) { try await api.get("json/users/1").response() }
            #expect(response.statusCode == 200)
        }

        @Test(arguments: ["http", "https"])
        func `a 407 is a typed one-line error naming the proxy`(scheme: String) async throws {
            let setup = try await Self.setup.value
            let port = scheme == "http" ? setup.plain.port : setup.secure.port
            let api = try client(setup, "\(scheme)://127.0.0.1:\(port)", credentials: nil)
            let error = await failure(of: api)
            guard case .transport(let failure)? = error else {
                Issue.record("expected a transport error: \(String(describing: error))")
                return
            }
            #expect(failure.code == .userAuthenticationRequired)
            let text = "\(RESTError.transport(failure))"
            let proxy = "the proxy 127.0.0.1:\(setup.proxy.port) requires authentication (it answered 407)"
            #expect(text.contains(proxy) && !text.contains("\n"), "\(text)")
        }

        /// tinyproxy answers wrong credentials 401, not 407: through a tunnel that is a refusal naming the proxy,
        /// over plain HTTP the proxy's 401 response. Neither ever shows the password.
        @Test(arguments: ["http", "https"])
        func `wrong proxy credentials fail in one line that never shows them`(scheme: String) async throws {
            let setup = try await Self.setup.value
            let port = scheme == "http" ? setup.plain.port : setup.secure.port
            let wrong = PasswordCredentials(user: Self.user, password: "wrong-" + Self.password)
            let api = try client(setup, "\(scheme)://127.0.0.1:\(port)", credentials: wrong)
            let error = try #require(await failure(of: api))
            let text = "\(error)"
            #expect(!text.contains(Self.password) && !text.contains("\n"), "\(text)")
            if scheme == "https" {
                #expect(text.contains("the proxy 127.0.0.1:\(setup.proxy.port) refused"), "\(text)")
            }
        }

        /// The error a GET of `api` ends with; `nil` when it succeeds.
        private func failure(of api: RESTClient) async -> RESTError? {
            do {
                _ = try await withWatchdog(seconds: 60) { try await api.get("json/users/2").data() }
                return nil
            } catch {
                return error as? RESTError
            }
        }

        @Test func `a host the proxy is told to leave out is reached directly`() async throws {
            let setup = try await Self.setup.value
            // No credentials: through the proxy this would be a 407.
            let api = try client(setup, setup.plain.baseURL, credentials: nil, bypassing: ["127.0.0.1"])
            let users = try await withWatchdog(seconds: 60) {
                try await api.get("json/users").query(key: "direct", value: "1").json()
            }
            #expect(users[0]?["name"] == "Ann")
            let seen = try await setup.plain.requests(path: "/json/users")
            #expect(seen.last?.header("via") == nil, "\(seen)")
        }
    }
#endif
