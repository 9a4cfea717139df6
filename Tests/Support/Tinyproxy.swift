// Tinyproxy: a real HTTP proxy on loopback asking for Basic credentials, for the library's and the command's tests.
import Foundation

/// tinyproxy as Debian installs it (`.ci/run` installs it), started by a test on a free loopback port.
///
/// It forwards plain HTTP (adding `Via: … tinyproxy`), opens `CONNECT` tunnels, asks for ``user`` and
/// ``password`` (a 407 without them; wrong ones get a 401) and accepts only 127.0.0.1.
public enum Tinyproxy {
    /// Where the package installed it, if it did.
    public static let executable = Daemon.executable([
        "/usr/bin/tinyproxy", "/usr/sbin/tinyproxy", "/usr/local/bin/tinyproxy",
    ])
    /// The user it asks for.
    public static let user = "proxy-user"
    /// The password it asks for.
    public static let password = "s3cret-proxy-password"

    /// Starts one; the caller stops it.
    ///
    /// - Throws: `TestServerError.notReady` when it is not installed or does not start.
    public static func start() async throws -> Daemon {
        guard let executable else { throw TestServerError.notReady(reason: "tinyproxy is not installed", stderr: "") }
        return try await Daemon.start(executable, log: "tinyproxy.log") { folder in
            ["-d", "-c", folder.appendingPathComponent("tinyproxy.conf").path]
        } configure: { port, folder in
            let text = """
                Port \(port)
                Listen 127.0.0.1
                Timeout 30
                MaxClients 64
                LogLevel Error
                Allow 127.0.0.1
                BasicAuth \(user) \(password)

                """
            try text.write(to: folder.appendingPathComponent("tinyproxy.conf"), atomically: true, encoding: .utf8)
        }
    }
}
