// The loopback server's counters for one path, as `GET /_stats?path=` reports them.

/// What the loopback test server counted for one request path.
///
/// Counts are taken at the server, so they prove what actually went over the wire: `count` shows an early break
/// stopped fetching, `maxConcurrent` shows a prefetch window, `disconnected` shows a cancellation reached the socket.
public struct PathStats: Codable, Sendable, Equatable, Hashable {
    /// How many requests arrived for the path.
    public let count: Int

    /// The largest number of requests for the path that were in flight at the same time.
    ///
    /// A request is in flight from the moment its headers arrive until just before its last byte is written,
    /// so strictly sequential requests never push this above 1.
    public let maxConcurrent: Int

    /// How many requests for the path are in flight right now.
    public let inFlight: Int

    /// How many clients closed the connection before their response was fully written.
    public let disconnected: Int

    /// Creates statistics from their four counters.
    ///
    /// - Parameters:
    ///   - count: The number of requests that arrived.
    ///   - maxConcurrent: The largest number in flight at once.
    ///   - inFlight: The number in flight now.
    ///   - disconnected: The number of clients that went away early.
    public init(count: Int, maxConcurrent: Int, inFlight: Int, disconnected: Int) {
        self.count = count
        self.maxConcurrent = maxConcurrent
        self.inFlight = inFlight
        self.disconnected = disconnected
    }

    private enum CodingKeys: String, CodingKey {
        case count
        case maxConcurrent = "max_concurrent"
        case inFlight = "in_flight"
        case disconnected
    }
}
