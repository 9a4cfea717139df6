// The errors thrown while starting or querying the loopback test server.

/// A failure to start or talk to the loopback test server.
public enum TestServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server script does not exist at the given path.
    case scriptNotFound(path: String)

    /// The server did not print `READY <port>` in time; carries whatever it wrote on stderr.
    case notReady(reason: String, stderr: String)

    /// A control route answered with an unexpected status; carries the route and the response body.
    case controlRouteFailed(route: String, status: Int, body: String)

    /// A readable explanation of the failure.
    public var description: String {
        switch self {
        case .scriptNotFound(let path):
            return "Test server script not found at \(path)"
        case .notReady(let reason, let stderr):
            return "Test server did not become ready: \(reason). stderr:\n\(stderr)"
        case .controlRouteFailed(let route, let status, let body):
            return "Test server control route \(route) answered \(status): \(body)"
        }
    }
}
