// Inline resumption: a shared task goes on on the thread of the transfer that resumes it, and nothing else does.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each test parks tasks on continuations and resumes them from a plain thread, which is never one of the pool's:
/// a task that goes on on that thread went on inline.
@Suite(.timeLimit(.minutes(1)))
struct InlineResumptionTests {
    @Test func `a task preferring the executor goes on inline, before the resumption returns`() async throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return }
        let parked = Parked()
        let task = parked.start(preferringInline: true)
        let (resumer, ranBeforeReturn) = await onPlainThread {
            InlineResumption.resuming { parked.resume() }
            return (currentThread(), parked.hasRun)
        }
        #expect(ranBeforeReturn)
        #expect(await task.value == resumer)
    }

    @Test func `outside a transfer's resumption the task goes on on the pool`() async throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return }
        let parked = Parked()
        let task = parked.start(preferringInline: true)
        let resumer = await onPlainThread {
            parked.resume()
            return currentThread()
        }
        #expect(await task.value != resumer)
    }

    @Test func `only the first task resumed inside one resumption goes on inline`() async throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return }
        let first = Parked()
        let second = Parked()
        let firstTask = first.start(preferringInline: true)
        let secondTask = second.start(preferringInline: true)
        let resumer = await onPlainThread {
            InlineResumption.resuming {
                first.resume()
                second.resume()
            }
            return currentThread()
        }
        #expect(await firstTask.value == resumer)
        #expect(await secondTask.value != resumer)
    }

    @Test func `a task running inline knows it, and the transport sends from the pool`() async throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return }
        let server = try await TestServer.start()
        defer { server.stop() }
        let transport = URLSessionTransport()
        let url = server.url("/json/users")
        let parked = Parked()
        let task = parked.start(preferringInline: true) {
            let inline = InlineResumption.isRunningInline
            let response = try? await transport.send(TransportRequest(URLRequest(url: url)))
            return (inline, response?.statusCode, InlineResumption.isRunningInline)
        }
        let resumerWasInline = await onPlainThread {
            InlineResumption.resuming { parked.resume() }
            return InlineResumption.isRunningInline
        }
        let (inline, status, inlineAfter) = await task.value
        #expect(inline)
        #expect(status == 200)
        #expect(!inlineAfter)
        #expect(!resumerWasInline)
    }

    #if os(Linux)
        @Test(arguments: [true, false])
        func `a shared GET over CurlTransport goes on on the transport's thread only when it may`(
            mayResumeInline: Bool
        ) async throws {
            guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return }
            let server = try await TestServer.start()
            defer { server.stop() }
            let transport = CurlTransport()
            let url = server.url("/json/users")
            let key = RequestKey(
                PreparedRequest(method: .get, url: url.absoluteString), url: url.absoluteString, cachePolicy: .default)
            let wentOnInline = RESTChain.Locked<Bool?>(nil)
            let response = try await InFlightRegistry().response(
                for: key, sharing: .sharedTask(mayResumeInline: mayResumeInline)
            ) {
                let response = try await transport.send(TransportRequest(URLRequest(url: url)))
                wentOnInline.withLock { $0 = InlineResumption.isRunningInline }
                return response
            }
            #expect(response.statusCode == 200)
            #expect(wentOnInline.withLock { $0 } == mayResumeInline)
            #expect(!InlineResumption.isRunningInline)
        }
    #endif

    @Test func `a shared request goes on inline only when fewer than four were in flight as it started`() async throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return }
        let registry = InFlightRegistry()
        let gates = (0...InlineResumption.flightLimit).map { _ in Parked() }
        let threads = RESTChain.Locked<[Int: UInt]>([:])
        var waiters: [Task<RESTResponse, any Error>] = []
        for (index, gate) in gates.enumerated() {
            let url = "https://api.example.com/items/\(index)"
            let key = RequestKey(PreparedRequest(method: .get, url: url), url: url, cachePolicy: .default)
            // Runs at once up to the request's own wait: its flight is in the table when the next one starts.
            waiters.append(
                Task.immediate {
                    try await registry.response(for: key, sharing: .sharedTask(mayResumeInline: true)) {
                        await gate.wait()
                        threads.withLock { $0[index] = currentThread() }
                        return RESTResponse(statusCode: 200)
                    }
                })
            #expect(gate.isWaiting)
        }
        let resumer = await onPlainThread {
            for gate in gates { InlineResumption.resuming { gate.resume() } }
            return currentThread()
        }
        for waiter in waiters { _ = try await waiter.value }
        let inline = threads.withLock { $0 }.filter { $0.value == resumer }.keys.sorted()
        #expect(inline == Array(0..<InlineResumption.flightLimit))
    }

    @Test func `a task without the preference never goes on inline, and leaves no mark behind`() async throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return }
        let plain = Parked()
        let preferring = Parked()
        let plainTask = plain.start(preferringInline: false)
        let preferringTask = preferring.start(preferringInline: true)
        let resumer = await onPlainThread {
            InlineResumption.resuming { plain.resume() }
            // The mark is gone with the resumption: this one is not a transfer's.
            preferring.resume()
            return currentThread()
        }
        #expect(await plainTask.value != resumer)
        #expect(await preferringTask.value != resumer)
    }
}

/// A task parked on a continuation until ``resume()``; it returns the thread it went on on.
private final class Parked: Sendable {
    private let continuation = RESTChain.Locked<CheckedContinuation<Void, Never>?>(nil)
    private let ran = RESTChain.Locked(false)

    /// Whether the task has gone on since it was resumed.
    var hasRun: Bool { ran.withLock { $0 } }

    /// Starts the task, which runs at once up to its continuation, so it is parked when this returns; once
    /// resumed, it returns the thread it went on on.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, *)
    func start(preferringInline: Bool) -> Task<UInt, Never> {
        start(preferringInline: preferringInline) { currentThread() }
    }

    /// Starts the task, parked as above; once resumed, it returns what `then` returns.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, *)
    func start<Value: Sendable>(
        preferringInline: Bool,
        then: @escaping @Sendable () async -> Value
    ) -> Task<Value, Never> {
        let task = Task.immediate(executorPreference: preferringInline ? InlineResumption.Executor.shared : nil) {
            await self.wait()
            return await then()
        }
        precondition(isWaiting, "the task did not park at once")
        return task
    }

    /// Whether a task waits in ``wait()``.
    var isWaiting: Bool { continuation.withLock { $0 != nil } }

    /// Parks the calling task until ``resume()``.
    func wait() async {
        await withCheckedContinuation { continuation in self.continuation.withLock { $0 = continuation } }
        ran.withLock { $0 = true }
    }

    func resume() {
        continuation.withLock { $0.take() }?.resume()
    }
}

/// Runs `body` on a new plain thread and returns what it returned.
private func onPlainThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: body()) }
    }
}

/// The calling thread, as a number.
private func currentThread() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        UInt(pthread_self())
    #endif
}
