// The "Connecting" article: its snippet, with files made here, against a loopback server the proxy leaves out.
#if os(Linux)
    import Foundation
    import RESTChain
    import TestSupport
    import Testing

    @Suite(.timeLimit(.minutes(2)))
    struct ConnectingSnippetTests {
        @Test func `the article's client certificate and proxy make a transport that sends`() async throws {
            let openssl = try OpenSSL()
            defer { openssl.remove() }
            try openssl.makeKey("ec:P-256", in: "key.pem")
            try openssl.makeCertificate("client.pem", key: "key.pem")
            try openssl.run("openssl pkey -in key.pem -aes256 -passout pass:pw -out key-encrypted.pem")
            let server = try await TestServer.start()
            defer { server.stop() }
            let (certificateFile, keyFile, authorityFile) = (
                URL(fileURLWithPath: openssl.path("client.pem")),
                URL(fileURLWithPath: openssl.path("key-encrypted.pem")),
                URL(fileURLWithPath: openssl.path("client.pem"))
            )
            let (keyPassphrase, proxyPassword, origin) = ("pw", "unused", server.baseURL)

            let identity = try ClientCertificate(certificate: certificateFile, key: keyFile, passphrase: keyPassphrase)
            let proxy = try Proxy(
                "http://proxy.internal:3128", credentials: .init(user: "build", password: proxyPassword),
                bypassedHosts: ["127.0.0.1", "localhost"])
            let transport = try CurlTransport(
                configuration: .init(proxy: proxy, clientCertificate: identity),
                serverTrust: ServerTrust(additionalCertificateAuthorities: authorityFile))
            let api = try RESTClient(baseURL: origin, transport: transport)

            // 127.0.0.1 is left out of the proxy, which does not exist; plain HTTP asks for no certificate.
            #expect(try await api.get("json/users").json()[0]?["name"] == "Ann")
        }

        @Test func `the article's Digest credentials answer the server's challenge`() async throws {
            let server = try await TestServer.start()
            defer { server.stop() }
            let devicePassword = "s3cret"

            let transport = CurlTransport(
                configuration: .init(digestCredentials: PasswordCredentials(user: "device", password: devicePassword)))

            let api = try RESTClient(baseURL: server.baseURL, transport: transport)
            let answer = try await api.get("digest/snippet").query(key: "user", value: "device")
                .query(key: "password", value: devicePassword).json()
            #expect(answer["user"] == "device")
        }
    }
#endif
