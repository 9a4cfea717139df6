// restchain against an HTTPS server with a certificate of its own: --cacert, --verify, -k, --pin and the environment.
import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(2)))
struct TLSCommandTests {
    /// A self-signed certificate for 127.0.0.1, its key's pin, and a server using them.
    struct Site {
        let openssl: OpenSSL
        let server: TestServer
        let pin: String
        var certificate: String { openssl.path("cert.pem") }
        var url: String { "https://127.0.0.1:\(server.port)/json/users" }
    }

    private func withSite(_ body: (Site) async throws -> Void) async throws {
        let openssl = try OpenSSL()
        defer { openssl.remove() }
        try openssl.makeKey("ec:P-256", in: "key.pem")
        try openssl.makeCertificate("cert.pem", key: "key.pem")
        let server = try await TestServer.start(arguments: ["--tls", openssl.path("cert.pem"), openssl.path("key.pem")])
        defer { server.stop() }
        try await body(Site(openssl: openssl, server: server, pin: try openssl.pin(ofKey: "key.pem")))
    }

    @Test func `a certificate nobody vouches for is refused in one line, exit status 60 as curl's`() async throws {
        try await withSite { site in
            let run = try await restchain("get", site.url)
            #expect(run.status == 60, "\(run.errors)")
            #expect(run.output.isEmpty)
            #expect(run.errors.hasPrefix("restchain: "), "\(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1)
        }
    }

    @Test(arguments: ["--cacert", "--verify"])
    func `an authority file given on the command line makes the server trusted`(option: String) async throws {
        try await withSite { site in
            let run = try await restchain("get", site.url, "\(option)=\(site.certificate)")
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.text.hasPrefix("["))
        }
    }

    @Test(arguments: ["CURL_CA_BUNDLE", "SSL_CERT_FILE"])
    func `an authority file named by the environment makes the server trusted`(variable: String) async throws {
        try await withSite { site in
            // The other variable empty, as an unset one: the machine running the tests may set both.
            let other = variable == "SSL_CERT_FILE" ? "CURL_CA_BUNDLE" : "SSL_CERT_FILE"
            let run = try await restchain("get", site.url, environment: [variable: site.certificate, other: ""])
            #expect(run.status == 0, "\(run.errors)")
        }
    }

    @Test(arguments: [["-k"], ["--insecure"], ["--verify=no"], ["--verify", "no"]])
    func `-k and --verify=no accept the certificate unchecked`(options: [String]) async throws {
        try await withSite { site in
            let run = try await CommandProcess(["get", site.url] + options).result()
            #expect(run.status == 0, "\(run.errors)")
        }
    }

    @Test func `--pin accepts the server's own key and refuses any other, even with -k`() async throws {
        try await withSite { site in
            let pinned = try await restchain("get", site.url, "--cacert", site.certificate, "--pin", site.pin)
            #expect(pinned.status == 0, "\(pinned.errors)")
            let other = "sha256//" + Data(repeating: 7, count: 32).base64EncodedString()
            let refused = try await restchain("get", site.url, "-k", "--pin", other)
            #expect(refused.status == 60)
            #expect(refused.output.isEmpty)
            #expect(refused.errors.split(separator: "\n").count == 1, "\(refused.errors)")
        }
    }

    @Test func `--stream and -o honour the same trust options`() async throws {
        try await withSite { site in
            let run = try await restchain("get", site.url, "--stream", "--cacert", site.certificate)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.text.hasPrefix("["))
        }
    }

    @Test func `a malformed pin is a usage error, and a missing authority file one line`() async throws {
        let pin = try await restchain("get", "https://127.0.0.1:9/", "--pin", "md5//abc")
        #expect(pin.status == 2)
        #expect(pin.errors.hasPrefix("restchain: --pin: not a public-key pin"), "\(pin.errors)")
        let missing = try await restchain("get", "https://127.0.0.1:9/", "--cacert", "/nonexistent/ca.pem")
        #expect(missing.status == 1)
        #expect(missing.errors.contains("cannot use the certificate authorities in /nonexistent/ca.pem"))
        #expect(missing.errors.split(separator: "\n").count == 1)
    }
}
