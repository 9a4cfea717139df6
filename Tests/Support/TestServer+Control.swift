// The control routes of the loopback test server: counters, the request log and reset.

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension TestServer {
    private struct Totals: Decodable {
        let total: Int
    }

    private struct Snapshot: Decodable {
        let connections: ConnectionCounts
    }

    /// The client connections the server holds open now and has accepted in all (since its start or last reset).
    public struct ConnectionCounts: Decodable, Sendable, Equatable {
        /// Connections open right now: idle keep-alive ones included, the test's own control connection left out.
        public let open: Int
        /// Connections accepted since the server started or was last reset.
        public let opened: Int
    }

    /// Returns the client connections the server holds open and has accepted, counted at the server's sockets.
    ///
    /// - Returns: The counts; a connection that carried a control request (``stats(path:)`` and the like) is
    ///   never one of them.
    /// - Throws: `TestServerError.controlRouteFailed` or a transport or decoding error.
    public func connections() async throws -> ConnectionCounts {
        let snapshot: Snapshot = try await control("GET", "/_stats", path: nil)
        return snapshot.connections
    }

    /// Returns what the server counted for one path.
    ///
    /// - Parameter path: The request path without query, percent-encoded as the client sent it.
    /// - Returns: The path's counters; all zero when the path was never requested.
    /// - Throws: `TestServerError.controlRouteFailed` or a transport or decoding error.
    public func stats(path: String) async throws -> PathStats {
        try await control("GET", "/_stats", path: path)
    }

    /// Returns how many requests the server received since it started or was last reset.
    ///
    /// - Returns: The number of requests, control routes excluded.
    /// - Throws: `TestServerError.controlRouteFailed` or a transport or decoding error.
    public func totalRequests() async throws -> Int {
        let totals: Totals = try await control("GET", "/_stats", path: nil)
        return totals.total
    }

    /// Returns the logged requests for one path, oldest first.
    ///
    /// - Parameter path: The request path without query, percent-encoded as the client sent it.
    /// - Returns: The requests for that path among the last 1000 the server received.
    /// - Throws: `TestServerError.controlRouteFailed` or a transport or decoding error.
    public func requests(path: String) async throws -> [LoggedRequest] {
        try await control("GET", "/_requests", path: path)
    }

    /// Clears every counter, the request log and the server's own state (serials, pagination growth, failures).
    ///
    /// - Throws: `TestServerError.controlRouteFailed` or a transport error.
    public func reset() async throws {
        let _: [String: Bool] = try await control("POST", "/_reset", path: nil)
    }

    private func control<Response: Decodable>(_ method: String, _ route: String, path: String?) async throws
        -> Response
    {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        let query = path.map { "?path=" + ($0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0) } ?? ""
        var request = URLRequest(url: url(route + query))
        request.httpMethod = method
        let (data, response) = try await controlSession.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else {
            let body = String(decoding: data, as: UTF8.self)
            throw TestServerError.controlRouteFailed(route: route, status: status, body: body)
        }
        return try JSONDecoder().decode(Response.self, from: data)
    }
}
