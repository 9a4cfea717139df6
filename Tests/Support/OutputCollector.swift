// Drains one pipe of a child process on its own thread, keeping the tail of what it wrote.

import Foundation
import RESTChain

/// Reads a pipe until end of file and keeps the last bytes that came through.
///
/// A child whose stderr pipe fills up blocks on its next write, so the pipe is drained as long as the child lives;
/// only the tail is kept, for error messages.
final class OutputCollector: Sendable {
    private struct State {
        var data = Data()
        var finished = false
    }

    private let state = Locked(State())
    private let limit: Int

    /// Creates a collector that keeps at most `limit` bytes.
    ///
    /// - Parameter limit: How many of the most recent bytes to keep.
    init(limit: Int = 64 * 1024) {
        self.limit = limit
    }

    /// Starts a thread that reads `handle` until end of file.
    ///
    /// - Parameter handle: The read end of the pipe.
    func drain(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty {
                append(chunk)
            }
            state.withLock { $0.finished = true }
        }
    }

    /// Returns what was kept so far as text, after waiting up to `wait` for the pipe to reach end of file.
    ///
    /// - Parameter wait: How long to wait for the writer to finish; zero returns at once.
    /// - Returns: The kept bytes decoded as UTF-8.
    func text(waitingUpTo wait: Duration = .zero) async -> String {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: wait)
        while clock.now < deadline, !state.withLock({ $0.finished }) {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return state.withLock { String(decoding: $0.data, as: UTF8.self) }
    }

    private func append(_ chunk: Data) {
        state.withLock { state in
            state.data.append(chunk)
            if state.data.count > limit {
                state.data.removeFirst(state.data.count - limit)
            }
        }
    }
}
