// MutualTLSTests: nginx on loopback asking every client for a certificate signed by the test's authority
// (`ssl_verify_client on`): CurlTransport shows one from PEM files, an encrypted key or a PKCS #12 bundle and gets
// the answer; without one, or with a wrong passphrase, the request fails with a typed one-line error.
#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    @testable import RESTChain

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// nginx as Debian installs it (`nginx-light`, which `.ci/run` installs).
    let nginx = Daemon.executable(["/usr/sbin/nginx", "/usr/local/sbin/nginx"])

    @Suite(.serialized, .enabled(if: nginx != nil, "nginx is not installed (apt-get install nginx-light)"))
    struct MutualTLSTests {
        static let passphrase = "s3cret-key-passphrase"

        /// The server's certificate for 127.0.0.1 (its own authority), an authority of clients and a client
        /// certificate it signed, its key in the clear and encrypted, the same in a PKCS #12 bundle, and nginx asking
        /// for such a certificate.
        final class Setup: Sendable {
            let openssl: OpenSSL
            let server: Daemon

            init() async throws {
                let openssl = try OpenSSL()
                try openssl.makeKey("rsa:2048", in: "ca-key.pem")
                try openssl.makeCertificate("ca.pem", key: "ca-key.pem")
                // The server's certificate is for servers only (its extended key use): clients get an authority
                // of their own.
                try openssl.makeKey("rsa:2048", in: "client-ca-key.pem")
                try openssl.run(
                    "openssl req -x509 -new -key client-ca-key.pem -days 2 -subj /CN=clients -out client-ca.pem")
                try openssl.makeKey("ec:P-256", in: "client-key.pem")
                try openssl.makeClientCertificate(
                    "client.pem", key: "client-key.pem", subject: "restchain-client", issuer: "client-ca.pem",
                    issuerKey: "client-ca-key.pem")
                let secret = MutualTLSTests.passphrase
                try openssl.run(
                    "openssl pkey -in client-key.pem -aes256 -passout pass:\(secret) -out client-key-encrypted.pem")
                try openssl.run(
                    "openssl pkcs12 -export -in client.pem -inkey client-key.pem -passout pass:\(secret) "
                        + "-out client.p12")
                try openssl.run("cat client.pem client-key.pem > client-both.pem")
                self.openssl = openssl
                server = try await Daemon.start(try #require(nginx), log: "nginx.log") { folder in
                    ["-p", folder.path, "-c", folder.appendingPathComponent("nginx.conf").path]
                } configure: { port, folder in
                    try Self.configuration(port: port, folder: folder.path, certificates: openssl)
                        .write(to: folder.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
                }
            }

            /// One process, no access log; the answer names the client's certificate.
            private static func configuration(port: UInt16, folder: String, certificates: OpenSSL) -> String {
                """
                daemon off;
                master_process off;
                error_log stderr warn;
                pid \(folder)/nginx.pid;
                events { worker_connections 64; }
                http {
                    access_log off;
                    client_body_temp_path \(folder)/body;
                    proxy_temp_path \(folder)/proxy;
                    fastcgi_temp_path \(folder)/fastcgi;
                    uwsgi_temp_path \(folder)/uwsgi;
                    scgi_temp_path \(folder)/scgi;
                    server {
                        listen 127.0.0.1:\(port) ssl;
                        ssl_certificate \(certificates.path("ca.pem"));
                        ssl_certificate_key \(certificates.path("ca-key.pem"));
                        ssl_client_certificate \(certificates.path("client-ca.pem"));
                        ssl_verify_client on;
                        location / {
                            default_type application/json;
                            return 200 '{"client": "$ssl_client_s_dn", "verified": "$ssl_client_verify"}';
                        }
                    }
                }

                """
            }

            var origin: String { "https://127.0.0.1:\(server.port)" }
            func file(_ name: String) -> URL { URL(fileURLWithPath: openssl.path(name)) }

            deinit {
                server.stop()
                openssl.remove()
            }
        }

        static let setup = Task { try await Setup() }

        /// A client over a CurlTransport that trusts the test's authority and shows `identity`.
        private func client(_ setup: Setup, showing identity: ClientCertificate?) throws -> RESTClient {
            let transport = try CurlTransport(
                configuration: .init(clientCertificate: identity),
                serverTrust: ServerTrust(additionalCertificateAuthorities: setup.file("ca.pem")))
            return try RESTClient(baseURL: setup.origin, transport: transport)
        }

        /// The identities the same certificate can be given as.
        static let identities: [(name: String, make: @Sendable (Setup) throws -> ClientCertificate)] = [
            (
                "PEM certificate and key",
                { try ClientCertificate(certificate: $0.file("client.pem"), key: $0.file("client-key.pem")) }
            ),
            ("PEM file holding both", { try ClientCertificate(certificate: $0.file("client-both.pem")) }),
            (
                "PEM key encrypted",
                {
                    try ClientCertificate(
                        certificate: $0.file("client.pem"), key: $0.file("client-key-encrypted.pem"),
                        passphrase: MutualTLSTests.passphrase)
                }
            ),
            (
                "PKCS #12",
                { try ClientCertificate(pkcs12: $0.file("client.p12"), passphrase: MutualTLSTests.passphrase) }
            ),
        ]

        @Test(arguments: identities.indices)
        func `a server that asks for a client certificate gets it and answers 200`(identity index: Int) async throws {
            let setup = try await Self.setup.value
            let identity = try Self.identities[index].make(setup)
            let api = try client(setup, showing: identity)
            let response = try await withWatchdog(seconds: 60) { try await api.get("whoami").response() }
            #expect(response.statusCode == 200, "\(Self.identities[index].name)")
            let body = String(decoding: response.body, as: UTF8.self)
            #expect(body.contains("CN=restchain-client") && body.contains(#""verified": "SUCCESS""#), "\(body)")
        }

        @Test func `without a client certificate the server's refusal is a typed one-line error`() async throws {
            let setup = try await Self.setup.value
            let api = try client(setup, showing: nil)
            do {
                _ = try await withWatchdog(seconds: 60) { try await api.get("whoami").data() }
                Issue.record("expected a refusal")
            } catch {
                // nginx finishes the handshake, then answers 400 "No required SSL certificate was sent".
                #expect((error as? RESTError)?.statusCode == 400)
                #expect(!"\(error)".contains("\n"), "\(error)")
            }
        }

        @Test func `a wrong passphrase fails the request with clientCertificateRejected, never showing it`()
            async throws
        {
            let setup = try await Self.setup.value
            let wrong = "not-the-" + Self.passphrase
            let identity = try ClientCertificate(
                certificate: setup.file("client.pem"), key: setup.file("client-key-encrypted.pem"), passphrase: wrong)
            let api = try client(setup, showing: identity)
            do {
                _ = try await withWatchdog(seconds: 60) { try await api.get("whoami").data() }
                Issue.record("expected a failure")
            } catch {
                guard case .transport(let failure) = error as? RESTError else {
                    Issue.record("expected a transport error: \(error)")
                    return
                }
                #expect(failure.code == .clientCertificateRejected)
                let text = "\(error)"
                #expect(text.contains("the client certificate could not be used") && !text.contains("\n"), "\(text)")
                #expect(
                    !text.contains(wrong) && !"\(identity)".contains(wrong)
                        && !String(reflecting: identity).contains(wrong))
            }
        }

        @Test func `URLSessionTransport on Linux refuses a client certificate when it is made`() async throws {
            let setup = try await Self.setup.value
            let identity = try ClientCertificate(certificate: setup.file("client-both.pem"))
            #expect {
                _ = try URLSessionTransport(clientCertificate: identity)
            } throws: { error in
                guard case .unsupported(let reason) = error as? ServerTrustFailure else { return false }
                return reason.contains("CurlTransport") && !reason.contains("\n")
            }
        }
    }
#endif
