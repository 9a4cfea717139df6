// CurlTLSTests: a loopback HTTPS server with a certificate made by the test — untrusted by default, trusted when
// its authority is added, and a pinned public key that matches or not.
#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    @testable import RESTChain

    @Suite(.serialized)
    struct CurlTLSTests {
        /// A self-signed certificate for 127.0.0.1, its key, and the `sha256//` pin of its public key.
        struct Certificate {
            let directory: URL
            var certificate: URL { directory.appendingPathComponent("cert.pem") }
            var key: URL { directory.appendingPathComponent("key.pem") }
            let pin: String

            static func make(key spec: String = "rsa:2048") throws -> Certificate {
                let directory = FileManager.default.temporaryDirectory
                    .appendingPathComponent("restchain-tls-\(UUID().uuidString)", isDirectory: true)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let openssl = OpenSSL(directory: directory)
                try openssl.makeKey(spec, in: "key.pem")
                try openssl.makeCertificate("cert.pem", key: "key.pem")
                return Certificate(directory: directory, pin: try openssl.pin(ofKey: "key.pem"))
            }
        }

        private func withServer(
            key spec: String = "rsa:2048", _ body: (Certificate, String) async throws -> Void
        ) async throws {
            let watchdog = Watchdog(name: "CurlTLSTests")
            watchdog.arm(seconds: 60, "TLS")
            defer { watchdog.stop() }
            let certificate = try Certificate.make(key: spec)
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
                let transport = try CurlTransport(
                    serverTrust: ServerTrust(additionalCertificateAuthorities: certificate.certificate))
                let api = try RESTClient(baseURL: origin, transport: transport)
                let users = try await api.get("json/users").json()
                #expect(users[0]?["name"] == "Ann")
            }
        }

        @Test func `an exchange over TLS is measured with its handshake, and the next one over it without`()
            async throws
        {
            try await withServer { certificate, origin in
                let transport = try CurlTransport(
                    serverTrust: ServerTrust(additionalCertificateAuthorities: certificate.certificate))
                let api = try RESTClient(baseURL: origin, transport: transport)
                let first = try #require(try await api.get("json/users").response().metrics)
                #expect(!first.isReusedConnection && first.secureHandshake > .zero)
                #expect(first.remoteAddress == "127.0.0.1" && origin.hasSuffix(":\(first.remotePort ?? 0)"))
                let second = try #require(try await api.get("json/users/1").response().metrics)
                #expect(second.isReusedConnection && second.secureHandshake == .zero)
            }
        }

        /// What is wrong with each file, as the error says it.
        static let unusableFiles: [(contents: String?, reason: String)] = [
            (nil, "no such file"),
            ("", "no PEM certificate in it"),
            ("not a certificate at all\n", "no PEM certificate in it"),
            ("-----BEGIN CERTIFICATE-----\n%%%%\n-----END CERTIFICATE-----\n", "certificate 1 is not base64"),
        ]

        @Test(arguments: unusableFiles)
        func `an authority file that is missing or holds no certificate is refused when the transport is made`(
            file: (contents: String?, reason: String)
        ) throws {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("restchain-ca-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let url = directory.appendingPathComponent("ca.pem")
            if let contents = file.contents { try Data(contents.utf8).write(to: url) }
            let failure = ServerTrustFailure.unreadableCertificateAuthorities(path: url.path, reason: file.reason)
            #expect(throws: failure) {
                _ = try CurlTransport(serverTrust: ServerTrust(additionalCertificateAuthorities: url))
            }
            #expect(failure.description == "cannot use the certificate authorities in \(url.path): \(file.reason)")
        }

        @Test func `a folder given as the authority file is refused when the transport is made`() throws {
            let folder = FileManager.default.temporaryDirectory
            #expect(
                throws: ServerTrustFailure.unreadableCertificateAuthorities(
                    path: folder.path, reason: "a folder, not a file")
            ) {
                _ = try CurlTransport(serverTrust: ServerTrust(additionalCertificateAuthorities: folder))
            }
        }

        /// libcurl reads the file again for each new connection: one removed after the check fails the connection.
        @Test func `an authority file removed after the transport was made fails the request, not the process`()
            async throws
        {
            try await withServer { certificate, origin in
                let copy = certificate.directory.appendingPathComponent("copy.pem")
                try FileManager.default.copyItem(at: certificate.certificate, to: copy)
                let transport = try CurlTransport(serverTrust: ServerTrust(additionalCertificateAuthorities: copy))
                try FileManager.default.removeItem(at: copy)
                let api = try RESTClient(baseURL: origin, transport: transport)
                await #expect {
                    _ = try await api.get("json/users").data()
                } throws: { error in
                    guard case .transport(let failure) = error as? RESTError else { return false }
                    return failure.code == .secureConnectionFailed
                }
            }
        }

        @Test func `a pinned public key lets the matching server through and refuses any other`() async throws {
            try await withServer { certificate, origin in
                let trusted = { (pins: [PublicKeyPin]) in
                    try CurlTransport(
                        serverTrust: ServerTrust(
                            additionalCertificateAuthorities: certificate.certificate, pinnedPublicKeys: pins))
                }
                let other = try PublicKeyPin("sha256//" + Data(repeating: 7, count: 32).base64EncodedString())
                let matching = try RESTClient(
                    baseURL: origin, transport: trusted([other, try PublicKeyPin(certificate.pin)]))
                #expect(try await matching.get("json/users").data().isEmpty == false)
                let mismatched = try RESTClient(baseURL: origin, transport: trusted([other]))
                await #expect {
                    _ = try await mismatched.get("json/users").data()
                } throws: { error in
                    guard case .transport(let failure) = error as? RESTError else { return false }
                    return failure.code == .serverCertificateUntrusted
                }
            }
        }

        @Test(arguments: ["rsa:3072", "ec:P-256", "ec:P-384"])
        func `a pin made from the server's raw key, as on Apple platforms, is the one curl checks`(
            key spec: String
        ) async throws {
            try await withServer(key: spec) { certificate, origin in
                // The pin is computed by RESTChain from the key as Security hands it out, not by openssl.
                let openssl = OpenSSL(directory: certificate.directory)
                let algorithm: PublicKeyAlgorithm =
                    spec.hasPrefix("rsa") ? .rsa : .ellipticCurve(bits: Int(spec.dropFirst(5))!)
                let raw = try openssl.rawPublicKey(ofKey: "key.pem", rsa: algorithm == .rsa)
                let info = try #require(SubjectPublicKeyInfo.der(key: raw, algorithm: algorithm))
                let trust = ServerTrust(
                    additionalCertificateAuthorities: certificate.certificate,
                    pinnedPublicKeys: [PublicKeyPin(subjectPublicKeyInfo: info)])
                let api = try RESTClient(
                    baseURL: origin, transport: try CurlTransport(serverTrust: trust))
                #expect(try await api.get("json/users").json()[0]?["name"] == "Ann")
            }
        }
    }
#endif
