// TaskEvents: a task's completion reaches its exchange after its metrics, whichever URLSession reports first.
import Foundation
import Testing

@testable import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct TaskEventsTests {
    @Test func `metrics first: the completion is delivered at once`() {
        var events = TaskEvents(awaitsMetrics: true)
        let held = events.collect()
        let completion = events.complete(with: nil)
        #expect(held == nil)
        #expect(completion != nil && completion?.error == nil)
    }

    @Test func `completion first: it is held until the metrics come, then delivered with its error`() {
        var events = TaskEvents(awaitsMetrics: true)
        let now = events.complete(with: URLError(.networkConnectionLost))
        let afterMetrics = events.collect()
        let afterWait = events.stopWaiting()
        #expect(now == nil && afterWait == nil)
        #expect((afterMetrics?.error as? URLError)?.code == .networkConnectionLost)
    }

    @Test func `metrics that never come: the held completion is delivered when the wait stops, once`() {
        var events = TaskEvents(awaitsMetrics: true)
        let now = events.complete(with: nil)
        let afterWait = events.stopWaiting()
        let lateMetrics = events.collect()
        #expect(now == nil && afterWait != nil && lateMetrics == nil)
    }

    @Test func `without metrics to wait for (FoundationNetworking) the completion is never held`() {
        var events = TaskEvents(awaitsMetrics: false)
        let now = events.complete(with: nil)
        #expect(now != nil)
    }
}
