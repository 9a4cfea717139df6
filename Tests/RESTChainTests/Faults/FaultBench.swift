// FaultBench: a loopback server, a client with planted secrets and a watchdog, for one fault-injection test.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything one fault test needs: the loopback server, a transport and client of the test's own (so their
/// in-flight counts are the test's alone), planted secrets no error text may show, and a watchdog that ends the
/// process if the test hangs.
struct FaultBench: Sendable {
    /// A header value and a query value every request carries; no error description may contain either.
    static let secrets = ["FAULT-SECRET-HEADER", "FAULT-SECRET-QUERY"]

    let server: TestServer
    let transport: InstrumentedTransport
    let api: RESTClient
    private let watchdog: Watchdog

    /// Starts the server and the watchdog, with a new transport of `kind`; the whole test must end within
    /// `seconds`.
    static func start(_ name: String, over kind: TransportKind, seconds: TimeInterval = 60) async throws -> FaultBench {
        let watchdog = Watchdog(name: "Faults")
        watchdog.arm(seconds: seconds, "\(name) over \(kind)")
        let server = try await TestServer.start()
        let transport = kind.make()
        let api = try RESTClient(
            baseURL: server.baseURL,
            headers: ["Authorization": "Bearer \(secrets[0])"],
            transport: transport.transport
        )
        .configured { $0.queryItems = [URLQueryItem(name: "access_token", value: secrets[1])] }
        return FaultBench(server: server, transport: transport, api: api, watchdog: watchdog)
    }

    /// Stops the server and the watchdog.
    func stop() {
        server.stop()
        watchdog.stop()
    }

    /// Runs one request through the async form, then the same request through the completion-handler form, and
    /// returns both outcomes; the completion handler must be called exactly once (checked again by
    /// ``expectNothingLeft(_:)``, after everything has settled).
    func both<Value: Sendable>(
        async run: @Sendable () async throws(RESTError) -> Value,
        callback start: @Sendable (@escaping @Sendable (Result<Value, RESTError>) -> Void) -> Void
    ) async -> (async: Result<Value, RESTError>, callback: Result<Value, RESTError>, calls: CallCounter) {
        let direct: Result<Value, RESTError>
        do {
            direct = .success(try await run())
        } catch {
            direct = .failure(error)
        }
        let calls = CallCounter()
        let delivered = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Value, RESTError>, Never>) in
            start { result in
                if calls.increment() == 1 { continuation.resume(returning: result) }
            }
        }
        return (direct, delivered, calls)
    }

    /// Waits until the client's in-flight registry and the transport's exchanges are empty, then checks
    /// that every completion handler was called exactly once.
    func expectNothingLeft(_ counters: [CallCounter] = [], sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        let (api, transport) = (api, transport)
        let settled = try await eventually(timeout: .seconds(10)) {
            await api.requestsInFlight == 0 && transport.transfersInFlight == 0
        }
        let left = (requests: await api.requestsInFlight, tasks: transport.transfersInFlight)
        #expect(
            settled, "left in flight: \(left.requests) requests, \(left.tasks) tasks", sourceLocation: sourceLocation)
        for counter in counters {
            #expect(
                counter.count == 1, "a completion handler was called \(counter.count) times",
                sourceLocation: sourceLocation)
        }
    }
}

/// Counts the calls of a completion handler.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    /// Counts one call; returns how many there have been, this one included.
    func increment() -> Int {
        lock.withLock {
            calls += 1
            return calls
        }
    }

    /// How many calls there have been.
    var count: Int { lock.withLock { calls } }
}

/// The error of a failed outcome, after checking it is readable (``expectReadable(_:sourceLocation:)``); `nil`
/// (and an issue recorded) when the outcome is a success.
func failure<Value>(_ result: Result<Value, RESTError>, sourceLocation: SourceLocation = #_sourceLocation)
    -> RESTError?
{
    switch result {
    case .success:
        Issue.record("expected a failure, got a success", sourceLocation: sourceLocation)
        return nil
    case .failure(let error):
        expectReadable(error, sourceLocation: sourceLocation)
        return error
    }
}

/// The `URLError` of a failed outcome after checking it is readable; `nil` (and an issue recorded) when the outcome
/// is a success or another case.
func transportError<Value>(_ result: Result<Value, RESTError>, sourceLocation: SourceLocation = #_sourceLocation)
    -> URLError?
{
    guard case .transport(let error) = failure(result, sourceLocation: sourceLocation) else {
        Issue.record("expected a transport error, got \(result)", sourceLocation: sourceLocation)
        return nil
    }
    return error
}

/// Checks every rule an error's text must keep: one line and no planted secret, in every way it can be shown.
func expectReadable(_ error: RESTError, sourceLocation: SourceLocation = #_sourceLocation) {
    for text in [error.description, String(reflecting: error), error.localizedDescription] {
        let oneLine = !text.contains { $0.isNewline }
        #expect(oneLine, "not one line: \(text)", sourceLocation: sourceLocation)
        for secret in FaultBench.secrets {
            #expect(!text.contains(secret), "shows a secret: \(text)", sourceLocation: sourceLocation)
        }
    }
}
