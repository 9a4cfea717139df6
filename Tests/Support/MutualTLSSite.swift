// MutualTLSSite: nginx on loopback asking every client for a certificate signed by the test's own authority, and
// the certificates — in every form a client can hold them — for the library's and the command's tests.
import Foundation

/// nginx (`ssl_verify_client on`) serving 127.0.0.1 with a certificate of ``authority``, and a client certificate
/// its client authority signed, as the files `client.pem`, `client-key.pem` (in the clear),
/// `client-key-encrypted.pem` (under ``passphrase``), `client-both.pem` (certificate and key) and `client.p12`.
///
/// Every path answers 200 with `{"client": "<the certificate's subject>", "verified": "SUCCESS"}`; a request
/// without a certificate gets nginx's 400.
public final class MutualTLSSite: Sendable {
    /// nginx as Debian installs it (`nginx-light`, which `.ci/run` installs).
    public static let executable = Daemon.executable(["/usr/sbin/nginx", "/usr/local/sbin/nginx"])
    /// What opens the encrypted key and the PKCS #12 bundle.
    public static let passphrase = "s3cret-key-passphrase"
    /// The server's certificate, its own authority: trust it to reach the site.
    public static let authority = "ca.pem"

    /// The certificates' folder.
    public let openssl: OpenSSL
    /// nginx.
    public let server: Daemon

    /// Makes the certificates and starts nginx; ``stop()`` ends both.
    ///
    /// - Throws: when `openssl` fails, nginx is not installed or it does not start.
    public init() async throws {
        let openssl = try OpenSSL()
        try openssl.makeKey("rsa:2048", in: "ca-key.pem")
        try openssl.makeCertificate(Self.authority, key: "ca-key.pem")
        // The server's certificate is for servers only (its extended key use): clients get an authority of their own.
        try openssl.makeKey("rsa:2048", in: "client-ca-key.pem")
        try openssl.run("openssl req -x509 -new -key client-ca-key.pem -days 2 -subj /CN=clients -out client-ca.pem")
        try openssl.makeKey("ec:P-256", in: "client-key.pem")
        try openssl.makeClientCertificate(
            "client.pem", key: "client-key.pem", subject: "restchain-client", issuer: "client-ca.pem",
            issuerKey: "client-ca-key.pem")
        let secret = Self.passphrase
        try openssl.run("openssl pkey -in client-key.pem -aes256 -passout pass:\(secret) -out client-key-encrypted.pem")
        try openssl.run(
            "openssl pkcs12 -export -in client.pem -inkey client-key.pem -passout pass:\(secret) -out client.p12")
        try openssl.run("cat client.pem client-key.pem > client-both.pem")
        self.openssl = openssl
        guard let nginx = Self.executable else {
            openssl.remove()
            throw TestServerError.notReady(reason: "nginx is not installed", stderr: "")
        }
        server = try await Daemon.start(nginx, log: "nginx.log") { folder in
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
                ssl_certificate \(certificates.path(authority));
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

    /// The site's origin.
    public var origin: String { "https://127.0.0.1:\(server.port)" }

    /// The path of the certificate file `name`.
    public func path(_ name: String) -> String { openssl.path(name) }

    /// The certificate file `name`.
    public func file(_ name: String) -> URL { URL(fileURLWithPath: openssl.path(name)) }

    /// Stops nginx and removes the certificates.
    public func stop() {
        server.stop()
        openssl.remove()
    }
}
