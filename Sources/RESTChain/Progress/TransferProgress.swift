// TransferProgress: how far one request's upload or download has gone.
import Foundation

/// How far one request's body has gone, up or down: bytes done, the total when known, and the rate.
///
/// Delivered at most about twenty times a second, and once more when a direction completes.
public struct TransferProgress: Sendable, Hashable {
    /// Which body moves.
    public enum Direction: Sendable, Hashable {
        /// The request body, going to the server.
        case upload
        /// The response body, coming from the server.
        case download
    }

    /// Which body moves.
    public var direction: Direction
    /// Bytes moved so far (for a resumed download, including the bytes that were already on disk).
    public var completedBytes: Int64
    /// The total number of bytes, when the length is known.
    public var totalBytes: Int64?
    /// The recent rate, in bytes per second.
    public var bytesPerSecond: Double
    /// Whether this direction is complete.
    public var isComplete: Bool

    /// Creates a progress value.
    public init(
        direction: Direction,
        completedBytes: Int64,
        totalBytes: Int64?,
        bytesPerSecond: Double,
        isComplete: Bool
    ) {
        self.direction = direction
        self.completedBytes = completedBytes
        self.totalBytes = totalBytes
        self.bytesPerSecond = bytesPerSecond
        self.isComplete = isComplete
    }

    /// The fraction done, from 0 to 1, when the total is known.
    public var fractionCompleted: Double? {
        guard let totalBytes, totalBytes > 0 else { return isComplete ? 1 : nil }
        return min(1, Double(completedBytes) / Double(totalBytes))
    }

    /// The time left at the current rate, when the total is known and bytes are moving.
    public var estimatedTimeRemaining: Duration? {
        guard let totalBytes, bytesPerSecond > 0 else { return nil }
        return .seconds(Double(max(0, totalBytes - completedBytes)) / bytesPerSecond)
    }
}
