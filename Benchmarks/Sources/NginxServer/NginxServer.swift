// NginxServer: nginx from Debian serving fixed bodies as static files, in a process of its own, on a free port.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// nginx on a free loopback port, serving each body given at start as a static file: the server the GET
/// workloads were first measured against, and one that does not share the client's process (the in-process
/// ``LoopbackServer`` takes CPU from the client it measures, which hides how much faster one client is than another).
///
/// Keep-alive, no access log, and every answer a plain `200` with `Content-Length`: no `ETag`, `If-Modified-Since`
/// ignored, and a `Last-Modified` in 2100, so that no answer is ever fresh for an HTTP cache (RESTChain's stores each
/// one, as it does the in-process server's, and never answers from it). A query string is ignored, so `/users?n=7`
/// is `/users`.
public final class NginxServer: @unchecked Sendable {
    /// The server's root, such as `http://127.0.0.1:54321`.
    public let baseURL: String
    /// What `nginx -v` printed, such as `nginx/1.22.1`.
    public let version: String
    /// The loopback port nginx listens on.
    public let port: UInt16
    private let process: Process
    private let directory: URL

    /// Why nginx did not start.
    public struct StartFailure: Error, CustomStringConvertible {
        /// One line: what failed, with the end of nginx's log.
        public let description: String
    }

    /// The nginx binary, if one is installed.
    public static var executable: URL? {
        let paths = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]
        return paths.first(where: FileManager.default.isExecutableFile(atPath:)).map(URL.init(fileURLWithPath:))
    }

    /// Starts nginx serving `bodies` (path without the leading slash → body) as `application/json`, over plain HTTP,
    /// or over TLS with `tls`'s certificate (`https://`), HTTP/2 offered when `http2` is `true`.
    ///
    /// With `answerDelay`, every answer waits that long before it is sent, as a distant server's would (the echo
    /// module's `echo_sleep`, which Debian's nginx-light carries; the wait holds no worker, so answers overlap).
    ///
    /// With `mapping`, its path is answered by the body its query argument's value picks (``MappedAnswers``), after
    /// `answerDelay` too.
    ///
    /// With `bytesPerSecond`, every answer is sent at most that fast (`limit_rate`), as over a slower network.
    ///
    /// - Throws: ``StartFailure`` when nginx (or, for `answerDelay`, its echo module) is not installed, or nginx
    ///   does not answer within 10 seconds.
    public init(
        serving bodies: [String: String], tls: TestCertificate? = nil, http2: Bool = false,
        answerDelay: Duration? = nil, mapping: MappedAnswers? = nil, bytesPerSecond: Int? = nil
    ) throws {
        guard let executable = Self.executable else {
            throw StartFailure(description: "nginx is not installed (apt-get install nginx-light)")
        }
        if answerDelay != nil, !FileManager.default.fileExists(atPath: Self.echoModule) {
            throw StartFailure(
                description: "nginx's echo module is not at \(Self.echoModule) (apt-get install libnginx-mod-http-echo)"
            )
        }
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("restchain-nginx-\(UUID().uuidString)")
        let root = directory.appendingPathComponent("root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // 2100-01-01: a `Last-Modified` in the future gives no heuristic freshness (RFC 9111 §4.2.2).
        let future = Date(timeIntervalSince1970: 4_102_444_800)
        for (path, body) in bodies {
            let file = root.appendingPathComponent(path)
            try Data(body.utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: future], ofItemAtPath: file.path)
        }
        let mapped = try mapping.map { ($0, try $0.write(under: root, modified: future)) }
        let port = try Self.freePort()
        try Self.configuration(
            port: port, directory: directory.path, tls: tls, http2: http2, delay: answerDelay, mapped: mapped,
            rate: bytesPerSecond
        )
        .write(to: directory.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
        let log = directory.appendingPathComponent("nginx.log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw StartFailure(description: "cannot create \(log.path)")
        }
        let handle = try FileHandle(forWritingTo: log)
        process = Process()
        process.executableURL = executable
        process.arguments = ["-p", directory.path, "-c", directory.appendingPathComponent("nginx.conf").path]
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        // nginx has its own copies of the log's descriptor now.
        try? handle.close()
        self.port = port
        baseURL = "\(tls == nil ? "http" : "https")://127.0.0.1:\(port)"
        version = Self.version(of: executable)
        let deadline = Date().addingTimeInterval(10)
        while !Self.accepts(port: port) {
            guard process.isRunning, Date() < deadline else {
                stop()
                let tail = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").last ?? "no log"
                throw StartFailure(description: "nginx did not start on port \(port): \(tail)")
            }
            usleep(20_000)
        }
    }

    /// The folder nginx serves: a file written there is served at its name (big bodies that are not strings).
    public var root: URL { directory.appendingPathComponent("root") }

    /// Stops nginx and removes its files.
    ///
    /// With `SIGKILL`: nginx inherits the signal mask of the thread that started it, and a dispatch worker thread
    /// blocks `SIGTERM`, so the polite signal may never arrive. Nothing of nginx's needs a clean shutdown here.
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The TCP connections open to nginx from this machine now, counted from the kernel's table
    /// (`/proc/net/tcp`, Linux; 0 elsewhere): how many connections the clients of a run keep.
    public var openConnections: Int {
        // Read to the end: the kernel's tables have no size, so a read of "the whole file" would get nothing.
        guard let file = FileHandle(forReadingAtPath: "/proc/net/tcp") else { return 0 }
        defer { try? file.close() }
        let table = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        // Columns: slot, local address, remote address (hex `ADDRESS:PORT`), state (`01` established), …
        let remote = String(format: ":%04X", port)
        return table.split(separator: "\n").dropFirst().count { line in
            let columns = line.split(separator: " ")
            return columns.count > 3 && columns[2].hasSuffix(remote) && columns[3] == "01"
        }
    }

    /// One process (no master), no access log, connections kept alive for the whole run.
    private static func configuration(
        port: UInt16, directory: String, tls: TestCertificate?, http2: Bool, delay: Duration?,
        mapped: (MappedAnswers, [(key: String, file: String)])?, rate: Int?
    ) -> String {
        let listen = "listen 127.0.0.1:\(port)\(tls == nil ? "" : " ssl")\(http2 ? " http2" : "") backlog=512;"
        let certificate = tls.map {
            "ssl_certificate \($0.certificate.path);\n        ssl_certificate_key \($0.key.path);"
        }
        // The delayed answer is the static file, reached by an internal redirect once the wait is over.
        let sleep = delay.map { delay in
            let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18
            return String(format: "%.3f", seconds)
        }
        let delayed = sleep.map { "location / { echo_sleep \($0); echo_exec @file; }\n            location @file { }" }
        return """
            \(delay == nil ? "" : "load_module \(echoModule);")
            daemon off;
            master_process off;
            error_log stderr warn;
            pid \(directory)/nginx.pid;
            events { worker_connections 1024; }
            http {
                access_log off;
                client_body_temp_path \(directory)/body;
                proxy_temp_path \(directory)/proxy;
                fastcgi_temp_path \(directory)/fastcgi;
                uwsgi_temp_path \(directory)/uwsgi;
                scgi_temp_path \(directory)/scgi;
                \(mapped.map { MappedAnswers.map(argument: $0.0.argument, files: $0.1) } ?? "")
                keepalive_requests 10000000;
                keepalive_timeout 300s;
                etag off;
                if_modified_since off;
                server_tokens off;
                server {
                    \(listen)
                    \(certificate ?? "")
                    \(rate.map { "limit_rate \($0);" } ?? "")
                    root \(directory)/root;
                    default_type application/json;
                    \(delayed ?? "")
                    \(mapped?.0.locations(delay: sleep) ?? "")
                }
            }

            """
    }

    /// Debian's echo module, which nginx-light depends on.
    private static let echoModule = "/usr/lib/nginx/modules/ngx_http_echo_module.so"

    /// A loopback port nothing listens on now (the kernel's choice for a socket bound to port 0).
    private static func freePort() throws -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw StartFailure(description: "no socket for a free port: errno \(errno)") }
        defer { close(descriptor) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw StartFailure(description: "no free loopback port: errno \(errno)") }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Whether something accepts connections on `port`.
    private static func accepts(port: UInt16) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = loopback(port: port)
        return withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    private static func version(of executable: URL) -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = executable
        process.arguments = ["-v"]
        process.standardError = pipe
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return "nginx" }
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return output.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? "nginx"
    }
}
