// ProgressReporter: counts one request's bytes, and passes on at most twenty updates a second.
import Foundation

/// Counts the bytes of one request as transports and RESTChain report them, and tells its observer at most every
/// 50 ms per direction (and once when a direction completes), so watching costs nothing measurable.
///
/// `record` runs on whichever thread moves the bytes: it takes a lock for a few instructions and, when an update
/// is due, yields it to an `AsyncStream` (never waits). A closure observer is called from one task in order.
final class ProgressReporter: Sendable {
    private struct Track {
        var completed: Int64 = 0
        var total: Int64?
        var lastSent: ContinuousClock.Instant?
        var rateBytes: Int64 = 0
        var rateStart = ContinuousClock.now
        var rate: Double = 0
        var isComplete = false
    }

    private static let interval = Duration.milliseconds(50)
    private let state = Locked<(upload: Track, download: Track)>((Track(), Track()))
    private let updates: AsyncStream<TransferProgress>.Continuation
    private let delivery: Task<Void, Never>?

    init(_ observer: ProgressObserver) {
        switch observer {
        case .continuation(let continuation):
            updates = continuation
            delivery = nil
        case .handler(let handler):
            let (stream, continuation) = AsyncStream<TransferProgress>.makeStream()
            updates = continuation
            delivery = Task {
                for await update in stream { await handler(update) }
            }
        }
    }

    /// Sets the total of `direction` once it is known (from a `Content-Length`, or a body's length).
    func expect(_ total: Int64?, _ direction: TransferProgress.Direction, startingAt completed: Int64 = 0) {
        state.withLock { state in
            modify(&state, direction) { track in
                track.total = total
                track.completed = completed
                track.rateBytes = completed
            }
        }
    }

    /// Records that `direction` has now moved `completed` bytes in all.
    func record(_ completed: Int64, _ direction: TransferProgress.Direction, isComplete: Bool = false) {
        update(direction, isComplete: isComplete) { _ in completed }
    }

    /// Adds `count` bytes to what `direction` has moved.
    func add(_ count: Int, _ direction: TransferProgress.Direction) {
        update(direction) { $0 + Int64(count) }
    }

    /// Moves `direction` to the count `completed` makes of the last one, in one hold of the lock, and yields an
    /// update when one is due.
    private func update(
        _ direction: TransferProgress.Direction,
        isComplete: Bool = false,
        _ completed: (Int64) -> Int64
    ) {
        let now = ContinuousClock.now
        let update: TransferProgress? = state.withLock { state in
            var due: TransferProgress?
            modify(&state, direction) { track in
                guard !track.isComplete else { return }
                track.completed = completed(track.completed)
                let elapsed = track.rateStart.duration(to: now)
                if elapsed >= .milliseconds(250) {
                    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                    let current = Double(track.completed - track.rateBytes) / seconds
                    track.rate = track.rate == 0 ? current : track.rate * 0.5 + current * 0.5
                    track.rateBytes = track.completed
                    track.rateStart = now
                }
                if isComplete { track.isComplete = true }
                guard isComplete || track.lastSent.map({ $0.duration(to: now) >= Self.interval }) ?? true else {
                    return
                }
                track.lastSent = now
                due = TransferProgress(
                    direction: direction, completedBytes: track.completed, totalBytes: track.total,
                    bytesPerSecond: track.rate, isComplete: track.isComplete)
            }
            return due
        }
        if let update { updates.yield(update) }
    }

    /// Counts the chunks of a body streamed under `head` as its consumer reads them; finishes at its end, unless
    /// told not to.
    ///
    /// - Parameters:
    ///   - head: The response head, whose `Content-Length` is the total left; none is known when the body is
    ///     encoded (`Content-Encoding`), since the bytes counted are the decoded ones.
    ///   - offset: Bytes a `206` answer continues from, already counted as done.
    ///   - finishing: Whether the end of this body ends the progress; `false` when another attempt may follow
    ///     (a download), whose driver calls ``finishDelivering()`` itself.
    /// - Returns: The observer to set on the body.
    func observing(_ head: RESTResponse, offset: Int64, finishing: Bool = true) -> AsyncChunkSequence.Observer {
        let start = head.statusCode == 206 ? offset : 0
        let length = head.deliveredBodyLength
        expect(length.map { $0 + start }, .download, startingAt: start)
        return AsyncChunkSequence.Observer(
            received: { [self] count in add(count, .download) },
            ended: { [self] in if finishing { await finishDelivering() } })
    }

    /// ``finish()``, then waits until a closure observer has been told every update, so a request returns only
    /// after its last progress call.
    func finishDelivering() async {
        finish()
        await delivery?.value
    }

    /// Reports the directions that moved as complete and ends the updates.
    func finish() {
        let (upload, download) = state.withLock { state in (state.upload, state.download) }
        if upload.total != nil || upload.completed > 0 { record(upload.completed, .upload, isComplete: true) }
        record(download.completed, .download, isComplete: true)
        updates.finish()
    }

    private func modify(
        _ state: inout (upload: Track, download: Track),
        _ direction: TransferProgress.Direction,
        _ change: (inout Track) -> Void
    ) {
        switch direction {
        case .upload: change(&state.upload)
        case .download: change(&state.download)
        }
    }
}
