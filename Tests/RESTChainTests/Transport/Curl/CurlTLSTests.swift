// CurlTLSTests: a loopback HTTPS server with a certificate made by the test — untrusted by default, trusted when
// its authority is added, and a pinned public key that matches or not.
#if os(Linux)
    import Foundation
    import RESTChain
    import TestSupport
    import Testing

    @Suite(.serialized)
    struct CurlTLSTests {
        /// A self-signed certificate for 127.0.0.1, its key, and the `sha256//` pin of its public key.
        struct Certificate {
            let directory: URL
            var certificate: URL { directory.appendingPathComponent("cert.pem") }
            var key: URL { directory.appendingPathComponent("key.pem") }
            let pin: String

            static func make() throws -> Certificate {
                let directory = FileManager.default.temporaryDirectory
                    .appendingPathComponent("restchain-tls-\(UUID().uuidString)", isDirectory: true)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let (cert, key) = (
                    directory.appendingPathComponent("cert.pem").path, directory.appendingPathComponent("key.pem").path
                )
                try shell(
                    "openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 -keyout \(key) -out \(cert) 2>/dev/null"
                )
                let pin = try shell(
                    "openssl x509 -in \(cert) -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64"
                )
                return Certificate(
                    directory: directory, pin: "sha256//" + pin.trimmingCharacters(in: .whitespacesAndNewlines))
            }

            @discardableResult
            static func shell(_ command: String) throws -> String {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", command]
                let output = Pipe()
                process.standardOutput = output
                try process.run()
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                guard process.terminationStatus == 0 else {
                    throw TestServerError.notReady(reason: command, stderr: "")
                }
                return String(decoding: data, as: UTF8.self)
            }
        }

        private func withServer(_ body: (Certificate, String) async throws -> Void) async throws {
            let watchdog = Watchdog(name: "CurlTLSTests")
            watchdog.arm(seconds: 60, "TLS")
            defer { watchdog.stop() }
            let certificate = try Certificate.make()
            defer { try? FileManager.default.removeItem(at: certificate.directory) }
            let server = try await TestServer.start(
                arguments: ["--tls", certificate.certificate.path, certificate.key.path])
            defer { server.stop() }
            try await body(certificate, "https://127.0.0.1:\(server.port)")
        }

        @Test func `a certificate the system does not trust fails with serverCertificateUntrusted`() async throws {
            try await withServer { _, origin in
                let api = try RESTClient(baseURL: origin, transport: CurlTransport())
                await #expect {
                    _ = try await api.get("json/users").data()
                } throws: { error in
                    guard case .transport(let failure) = error as? RESTError else { return false }
                    return failure.code == .serverCertificateUntrusted
                }
            }
        }

        @Test func `an added certificate authority makes the server trusted`() async throws {
            try await withServer { certificate, origin in
                let transport = CurlTransport(
                    configuration: .init(additionalCertificateAuthorities: certificate.certificate))
                let api = try RESTClient(baseURL: origin, transport: transport)
                let users = try await api.get("json/users").json()
                #expect(users[0]?["name"] == "Ann")
            }
        }

        @Test func `a pinned public key lets the matching server through and refuses any other`() async throws {
            try await withServer { certificate, origin in
                let trusted = { (pins: [String]) in
                    CurlTransport(
                        configuration: .init(
                            additionalCertificateAuthorities: certificate.certificate, pinnedPublicKeys: pins))
                }
                let matching = try RESTClient(baseURL: origin, transport: trusted([certificate.pin]))
                #expect(try await matching.get("json/users").data().isEmpty == false)
                let other = "sha256//" + Data(repeating: 7, count: 32).base64EncodedString()
                let mismatched = try RESTClient(baseURL: origin, transport: trusted([other]))
                await #expect {
                    _ = try await mismatched.get("json/users").data()
                } throws: { error in
                    guard case .transport(let failure) = error as? RESTError else { return false }
                    return failure.code == .serverCertificateUntrusted
                }
            }
        }
    }
#endif
