// ProxyAndCertificateCommandTests: --proxy and --noproxy through a real tinyproxy, --cert, --cert-key and
// --cert-key-pass against nginx asking for a client certificate — through the real executable.
#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    @Suite(
        .serialized, .timeLimit(.minutes(2)),
        .enabled(if: Tinyproxy.executable != nil, "tinyproxy is not installed (apt-get install tinyproxy)"))
    struct ProxyCommandTests {
        /// An origin and tinyproxy asking for credentials (it adds `Via: … tinyproxy` to what it forwards).
        private static let setup = Task { (try await TestServer.start(), try await Tinyproxy.start()) }

        private static var credentials: String { "\(Tinyproxy.user):\(Tinyproxy.password)" }

        @Test func `--proxy sends the request through the proxy with the URL's credentials`() async throws {
            let (server, proxy) = try await Self.setup.value
            let marker = "proxied-\(UUID().uuidString.prefix(8))"
            let run = try await restchain(
                "get", server.url("/json/users?\(marker)=1").absoluteString, "--proxy",
                "http://\(Self.credentials)@127.0.0.1:\(proxy.port)")
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.text.hasPrefix("["), "\(run.text)")
            let seen = try await server.requests(path: "/json/users").filter { $0.query.contains(marker) }
            #expect(seen.count == 1 && seen.first?.header("via")?.contains("tinyproxy") == true, "\(seen)")
        }

        /// Over plain HTTP the proxy's 407 is its answer, printed as curl prints it; through a tunnel (HTTPS) it
        /// is a failure to connect, in one line naming the proxy.
        @Test func `a proxy that asks for credentials is named, with a hint, and never reached the origin`()
            async throws
        {
            let (server, proxy) = try await Self.setup.value
            let marker = "refused-\(UUID().uuidString.prefix(8))"
            let plain = try await restchain(
                "get", server.url("/json/users?\(marker)=1").absoluteString, "--proxy", "127.0.0.1:\(proxy.port)")
            #expect(plain.status == 4, "\(plain.errors)")
            #expect(plain.text.contains("407 Proxy Authentication Required"), "\(plain.text)")
            #expect(plain.errors.contains("--proxy http://user:password@"), "\(plain.errors)")
            let origin = try #require(server.url("/").host)
            #expect(
                plain.errors.contains("the proxy 127.0.0.1:\(proxy.port) requires authentication (it answered 407)"),
                "\(plain.errors)")
            #expect(!plain.errors.contains("from http://\(origin)"), "the origin did not answer: \(plain.errors)")
            #expect(plain.errors.split(separator: "\n").count == 1, "\(plain.errors)")
            #expect(try await server.requests(path: "/json/users").filter { $0.query.contains(marker) }.isEmpty)
            let tunnel = try await restchain("get", "https://127.0.0.1:1/x", "--proxy", "127.0.0.1:\(proxy.port)")
            #expect(tunnel.status == 1, "\(tunnel.errors)")
            #expect(tunnel.output.isEmpty)
            let named = "the proxy 127.0.0.1:\(proxy.port) requires authentication"
            #expect(tunnel.errors.contains(named), "\(tunnel.errors)")
            #expect(tunnel.errors.split(separator: "\n").count == 1, "\(tunnel.errors)")
        }

        @Test func `--noproxy reaches the hosts it lists directly`() async throws {
            let (server, proxy) = try await Self.setup.value
            let marker = "direct-\(UUID().uuidString.prefix(8))"
            // No credentials: through the proxy this would be a 407.
            let run = try await restchain(
                "get", server.url("/json/users?\(marker)=1").absoluteString, "--proxy", "127.0.0.1:\(proxy.port)",
                "--noproxy", "example.com, 127.0.0.1")
            #expect(run.status == 0, "\(run.errors)")
            let seen = try await server.requests(path: "/json/users").filter { $0.query.contains(marker) }
            #expect(seen.count == 1 && seen.first?.header("via") == nil, "\(seen)")
        }

        @Test(arguments: [
            ["--proxy", "ftp://127.0.0.1:21"], ["--proxy", "http://127.0.0.1:99999"], ["--noproxy", "localhost"],
        ])
        func `a malformed --proxy, or --noproxy alone, is a usage error`(options: [String]) async throws {
            let run = try await CommandProcess(["get", "http://127.0.0.1:9/x"] + options).result()
            #expect(run.status == 2, "\(run.errors)")
            #expect(run.errors.contains(options[0]), "\(run.errors)")
        }

        @Test func `--curl prints the proxy with its password redacted unless asked`() async throws {
            let url = "http://\(Self.credentials)@127.0.0.1:3128"
            let hidden = try await restchain("get", "http://example.com/x", "--proxy", url, "--curl")
            #expect(
                hidden.text.contains("--proxy 'http://\(Tinyproxy.user):<redacted>@127.0.0.1:3128'"), "\(hidden.text)")
            #expect(!hidden.text.contains(Tinyproxy.password))
            let shown = try await restchain("get", "http://example.com/x", "--proxy", url, "--curl", "--show-secrets")
            #expect(shown.text.contains("--proxy \(url)"), "\(shown.text)")
        }
    }

    @Suite(
        .serialized, .timeLimit(.minutes(2)),
        .enabled(if: MutualTLSSite.executable != nil, "nginx is not installed (apt-get install nginx-light)"))
    struct ClientCertificateCommandTests {
        private static let site = Task { try await MutualTLSSite() }

        /// The command line's certificate options, for each form the same certificate comes in.
        static let forms: [[String]] = [
            ["--cert", "client.pem", "--cert-key", "client-key.pem"],
            ["--cert", "client-both.pem"],
            [
                "--cert", "client.pem", "--cert-key", "client-key-encrypted.pem", "--cert-key-pass",
                MutualTLSSite.passphrase,
            ],
            ["--cert", "client.p12", "--cert-key-pass", MutualTLSSite.passphrase],
        ]

        /// `restchain get` of the site, trusting its authority, with `options` (each certificate file named by its
        /// path in the site).
        private func whoami(_ options: [String]) async throws -> CommandResult {
            let site = try await Self.site.value
            let files = options.map { $0.hasPrefix("client") ? site.path($0) : $0 }
            return try await CommandProcess(
                ["get", site.origin + "/whoami", "--cacert", site.path(MutualTLSSite.authority)] + files
            ).result()
        }

        @Test(arguments: forms)
        func `--cert shows the server the certificate it asks for`(options: [String]) async throws {
            let run = try await whoami(options)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.text.contains("CN=restchain-client") && run.text.contains("SUCCESS"), "\(run.text)")
        }

        @Test func `without --cert the server's refusal is its 400, exit status 4`() async throws {
            let run = try await whoami([])
            #expect(run.status == 4, "\(run.errors)")
        }

        @Test(arguments: [
            ["--cert", "client-missing.pem"], ["--cert", "client.pem", "--cert-key", "client-missing-key.pem"],
            ["--cert", "client-key.pem", "--cert-key", "client-key.pem"],
            ["--cert", "client.pem", "--cert-key", "client-key-encrypted.pem"],
        ])
        func `a certificate that cannot be read fails in one line naming the file, exit status 58`(
            options: [String]
        ) async throws {
            let run = try await whoami(options)
            #expect(run.status == 58, "\(run.errors)")
            #expect(run.output.isEmpty)
            #expect(run.errors.hasPrefix("restchain: cannot use the client certificate in "), "\(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)")
        }

        @Test func `a wrong passphrase fails in one line that never shows it, exit status 58`() async throws {
            let site = try await Self.site.value
            let wrong = "not-the-" + MutualTLSSite.passphrase
            let run = try await restchain(
                "get", site.origin + "/whoami", "--cacert", site.path(MutualTLSSite.authority), "--cert",
                site.path("client.pem"), "--cert-key", site.path("client-key-encrypted.pem"), "--cert-key-pass", wrong)
            #expect(run.status == 58, "\(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1 && !run.errors.contains(wrong), "\(run.errors)")
        }

        @Test func `--cert-key without --cert is a usage error`() async throws {
            let run = try await restchain("get", "https://127.0.0.1:9/x", "--cert-key", "key.pem")
            #expect(run.status == 2 && run.errors.contains("--cert-key"), "\(run.errors)")
        }
    }
#endif
