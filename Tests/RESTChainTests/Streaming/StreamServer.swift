// StreamServer: the loopback server the streaming suites share, and the helpers they use.
import Foundation
import RESTChain
import TestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One `stream_server.py` for the whole test process, started on first use.
enum StreamServer {
    private static let started = Task { try await TestServer.start(script: "stream_server.py") }

    /// The running server.
    static func shared() async throws -> TestServer {
        try await started.value
    }

    /// One transport of each kind, shared by the streaming suites as a client's transport is shared.
    private static let transports = Dictionary(
        uniqueKeysWithValues: TransportKind.available.map { ($0, $0.make()) })

    /// The shared transport of `kind`, with its count of exchanges in flight.
    static func transport(_ kind: TransportKind) -> InstrumentedTransport {
        transports[kind] ?? kind.make()
    }

    /// A client of the shared server over the shared transport of `kind`, with the given retry policy and timeout.
    static func client(
        _ kind: TransportKind,
        retryPolicy: RetryPolicy = .never,
        timeout: TimeInterval = 20
    ) async throws -> (RESTClient, TestServer) {
        let server = try await shared()
        let transport = transport(kind).transport
        let client = try RESTClient(baseURL: server.baseURL, transport: transport).configured { configuration in
            configuration.retryPolicy = retryPolicy
            configuration.timeout = timeout
        }
        return (client, server)
    }

    /// Posts to a control route of the stream server.
    static func control(_ path: String) async throws {
        let server = try await shared()
        var request = URLRequest(url: server.url(path))
        request.httpMethod = "POST"
        let (_, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
    }

    /// A JSON object from the stream server.
    static func json(_ path: String) async throws -> [String: JSONValue] {
        let server = try await shared()
        let (data, _) = try await URLSession.shared.data(from: server.url(path))
        guard case .object(let object) = try JSONDecoder().decode(JSONValue.self, from: data) else {
            throw URLError(.cannotParseResponse)
        }
        return object
    }

    /// The SHA-256 of a file of the server's, as it says.
    static func digest(_ name: String, size: Int) async throws -> String {
        try await json("/digest/\(name)?size=\(size)")["sha256"]?.stringValue ?? ""
    }

    /// A fresh empty folder for one test's files.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-stream-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// The result of `operation`, or a failure once `seconds` have passed: every wait in these suites is bounded.
///
/// The operation runs in a task of its own, cancelled at the bound and not waited for, so even one that ignores
/// cancellation cannot hold the test past it.
func within<Value: Sendable>(
    _ seconds: Double,
    _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let outcome = Locked<CheckedContinuation<Value, any Error>?>(nil)
    let work = Task { try await operation() }
    return try await withCheckedThrowingContinuation { continuation in
        outcome.withLock { $0 = continuation }
        Task {
            let result = await work.result
            outcome.withLock { waiting in
                waiting?.resume(with: result)
                waiting = nil
            }
        }
        Task {
            try? await Task.sleep(for: .seconds(seconds))
            work.cancel()
            outcome.withLock { waiting in
                waiting?.resume(throwing: BoundedWaitExpired(seconds: seconds))
                waiting = nil
            }
        }
    }
}

/// A wait that lasted longer than its bound.
struct BoundedWaitExpired: Error, CustomStringConvertible {
    let seconds: Double
    var description: String { "the wait took longer than \(seconds) s" }
}

extension FileManager {
    /// Whether a file exists at `url`.
    func exists(_ url: URL) -> Bool { fileExists(atPath: url.path) }
}

extension RequestShaping {
    /// Adds the items of a query string such as `size=10&ranges=0`.
    func queryString(_ text: String) -> Self {
        text.split(separator: "&").reduce(self) { session, pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return session.query(key: parts[0], value: parts.count > 1 ? parts[1] : "")
        }
    }
}
