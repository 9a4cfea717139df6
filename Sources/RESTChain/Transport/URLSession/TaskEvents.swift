// TaskEvents: a task's completion held until its metrics arrive, since URLSession promises no order between them.
import Foundation

/// Orders two events of one URLSession task: its metrics (`urlSession(_:task:didFinishCollecting:)`) and its end
/// (`urlSession(_:task:didCompleteWithError:)`). Apple documents no order between them, and a response carries its
/// metrics, so where metrics come (Apple platforms) the end is held until they have arrived — as Alamofire's
/// `RequestTaskMap` waits for both — or until ``TransferDelegate`` stops waiting. Pure state, kept under the
/// delegate's lock.
struct TaskEvents {
    /// How a task ended: `nil` when it succeeded.
    struct Completion {
        let error: (any Error)?
    }

    /// Whether the end waits for the metrics: `false` with FoundationNetworking, whose metrics hold nothing.
    let awaitsMetrics: Bool
    private var collected = false
    private var held: Completion?

    init(awaitsMetrics: Bool) {
        self.awaitsMetrics = awaitsMetrics
    }

    /// The task ended with `error`: its completion to deliver now, or `nil` when it is held for the metrics.
    mutating func complete(with error: (any Error)?) -> Completion? {
        guard awaitsMetrics, !collected else { return Completion(error: error) }
        held = Completion(error: error)
        return nil
    }

    /// The metrics arrived: the completion held for them, to deliver now; `nil` while the task runs.
    mutating func collect() -> Completion? {
        collected = true
        defer { held = nil }
        return held
    }

    /// The wait for the metrics is over: the completion still held, to deliver without them.
    mutating func stopWaiting() -> Completion? {
        defer { held = nil }
        return held
    }
}
