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

    @Suite(
        .serialized,
        .enabled(if: MutualTLSSite.executable != nil, "nginx is not installed (apt-get install nginx-light)"))
    struct MutualTLSTests {
        static let passphrase = MutualTLSSite.passphrase

        static let setup = Task { try await MutualTLSSite() }

        /// A client over a CurlTransport that trusts the test's authority and shows `identity`.
        private func client(_ setup: MutualTLSSite, showing identity: ClientCertificate?) throws -> RESTClient {
            let transport = try CurlTransport(
                configuration: .init(clientCertificate: identity),
                serverTrust: ServerTrust(additionalCertificateAuthorities: setup.file(MutualTLSSite.authority)))
            return try RESTClient(baseURL: setup.origin, transport: transport)
        }

        /// The identities the same certificate can be given as.
        static let identities: [(name: String, make: @Sendable (MutualTLSSite) throws -> ClientCertificate)] = [
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
