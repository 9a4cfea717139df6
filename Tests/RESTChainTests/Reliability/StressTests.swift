// Stress: cancellation, deadlines, resets, stalls and URLSession's own timeout raced over hundreds of requests.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every race ends in an allowed outcome, and none blocks a thread: each batch runs under a watchdog on a plain
/// thread that ends the process if the batch hangs (swift-corelibs-foundation #5412 froze the whole pool).
///
/// `RESTCHAIN_STRESS_ITERATIONS` raises the count (`Scripts/stress.sh` runs 10 000) and
/// `RESTCHAIN_STRESS_TRANSPORT` (`curl` or `urlSession`) keeps one transport.
struct StressTests {
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["RESTCHAIN_STRESS_ITERATIONS"].flatMap(Int.init) ?? 500
    static let transports = TransportKind.available.filter { kind in
        environment["RESTCHAIN_STRESS_TRANSPORT"].map { $0 == kind.rawValue } ?? true
    }

    @Test(arguments: transports)
    func `races of cancel, deadline, reset, stall and the session timer never hang`(over kind: TransportKind)
        async throws
    {
        try await race(Self.iterations, inBatchesOf: 25, over: kind)
    }

    /// Three at a time, a shared request goes on inline on the session's work queue (`InlineResumption`), where
    /// a cancellation, a deadline or an immediate retry must neither block nor be lost.
    @Test(arguments: transports)
    func `the same races, three at a time, never hang`(over kind: TransportKind) async throws {
        try await race(Self.iterations / 2, inBatchesOf: 3, over: kind)
    }

    /// Runs `iterations` races, `batch` at a time, then checks that nothing is left behind: no stalled request
    /// at the server, no transfer in the transport, no connection past the pool's cap while the transport lives,
    /// and (libcurl, whose transport closes its connections when it goes) none at all once it is gone.
    private func race(_ iterations: Int, inBatchesOf batch: Int, over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let watchdog = Watchdog(name: "StressTests")
        defer { watchdog.stop() }
        let (outcomes, pooled) = try await race(iterations, inBatchesOf: batch, over: kind, against: server, watchdog)
        #expect(outcomes.values.reduce(0, +) == iterations)
        #expect(outcomes[.unexpected] == nil)
        var left: Int?
        if kind == .curl {
            // The transport is gone: its event loop closed every connection it kept.
            #expect(try await eventually(timeout: .seconds(10)) { try await server.connections().open == 0 })
            left = try await server.connections().open
        }
        let counts = outcomes.sorted { $0.key.rawValue < $1.key.rawValue }
        print(
            "stress over \(kind): \(iterations) iterations, \(batch) at a time, outcomes \(counts); connections "
                + "open after the races \(pooled), after the transport went \(left.map(String.init) ?? "not checked")")
    }

    /// The races on a transport of their own, which is released on return; returns the outcomes and the client
    /// connections the server still held open after the races (the transport's idle pool).
    private func race(
        _ iterations: Int, inBatchesOf batch: Int, over kind: TransportKind, against server: TestServer,
        _ watchdog: Watchdog
    ) async throws -> ([Outcome: Int], pooled: Int) {
        let transport = kind.make()
        let api = try RESTClient(baseURL: server.baseURL, transport: transport.transport)
        // URLSession's own one-second timer, set after the pipeline's backstop, racing a one-second deadline.
        let sessionTimer = api.configured {
            $0.adapters = [
                ClosureAdapter { request in
                    var request = request
                    request.timeoutInterval = 1
                    return request
                }
            ]
        }
        var outcomes: [Outcome: Int] = [:]
        for start in stride(from: 0, to: iterations, by: batch) {
            watchdog.arm(seconds: 30, "iterations \(start)..<\(start + batch)")
            let batchOutcomes = try await withThrowingTaskGroup(of: Outcome.self) { group in
                for iteration in start..<min(start + batch, iterations) {
                    let dice = Dice(seed: UInt64(iteration))
                    let race = Race.allCases[iteration % Race.allCases.count]
                    // URLSession's timer takes a second a race: one batch in eight runs them.
                    let client = race == .sessionTimeout && (start / batch) % 8 != 0 ? nil : sessionTimer
                    group.addTask {
                        try await race.run(on: race == .sessionTimeout ? client : api, iteration, dice)
                    }
                }
                return try await group.reduce(into: [Outcome]()) { $0.append($1) }
            }
            watchdog.disarm()
            for outcome in batchOutcomes { outcomes[outcome, default: 0] += 1 }
        }
        // The pool is alive and the client still works.
        watchdog.arm(seconds: 10, "after the races")
        #expect(await Task.detached { 1 }.value == 1)
        #expect(try await api.get("json/users/1").data().isEmpty == false)
        watchdog.disarm()
        // Nothing left behind: every stalled request's connection was closed, every transfer ended, and the
        // connections still open are idle ones the transport keeps for reuse, within its cap for one host.
        #expect(
            try await eventually(timeout: .seconds(10)) { try await server.stats(path: "/delay/600000").inFlight == 0 })
        #expect(try await eventually(timeout: .seconds(10)) { transport.transfersInFlight == 0 })
        let pooled = try await server.connections().open
        #expect(pooled <= kind.connectionsPerHost)
        return (outcomes, pooled)
    }
}

/// How one race ended.
enum Outcome: String, Hashable, Sendable {
    case success, cancelled, timedOut, connectionFailed, skipped, unexpected
}

/// One kind of race.
enum Race: CaseIterable, Sendable {
    case cancel, deadline, reset, stall, slowBody, coalescedCancel, sessionTimeout

    func run(on client: RESTClient?, _ iteration: Int, _ dice: Dice) async throws -> Outcome {
        guard let api = client else { return .skipped }
        let pause = Duration.milliseconds(dice.pause)
        let limit = dice.limit
        switch self {
        case .cancel:
            let task = Task { try await api.get("delay/\(dice.delay)").query(key: "i", value: "\(iteration)").data() }
            try await Task.sleep(for: pause)
            task.cancel()
            return await Outcome(of: { try await task.value })
        case .deadline:
            return await Outcome {
                try await api.get("delay/\(dice.delay)").query(key: "i", value: "\(iteration)").timeout(limit).data()
            }
        case .reset:
            let task = Task { try await api.get("close").query(key: "i", value: "\(iteration)").timeout(limit).data() }
            if dice.coin {
                try await Task.sleep(for: pause)
                task.cancel()
            }
            return await Outcome(of: { try await task.value })
        case .stall:
            let outcome = await Outcome {
                try await api.get("delay/600000").query(key: "i", value: "\(iteration)").timeout(limit).data()
            }
            return outcome == .timedOut ? outcome : .unexpected
        case .slowBody:
            let task = Task {
                try await api.get("slow-body").query([
                    .init(name: "chunks", value: "20"), .init(name: "interval_ms", value: "5"),
                    .init(name: "i", value: "\(iteration)"),
                ])
                .timeout(limit * 2)
                .data()
            }
            if dice.coin {
                try await Task.sleep(for: pause)
                task.cancel()
            }
            return await Outcome(of: { try await task.value })
        case .coalescedCancel:
            // Two waiters on one request; cancelling one leaves the other's request alone.
            let session = api.get("delay/40").query(key: "i", value: "\(iteration)")
            let leaving = Task { try await session.data() }
            let staying = Task { try await session.data() }
            try await Task.sleep(for: pause)
            leaving.cancel()
            _ = await Outcome(of: { try await leaving.value })
            return await Outcome(of: { try await staying.value }) == .success ? .success : .unexpected
        case .sessionTimeout:
            let deadline = 1 + (Double(dice.pause) - 15) / 1000
            let task = Task {
                try await api.get("delay/600000").query(key: "i", value: "\(iteration)").timeout(deadline).data()
            }
            if dice.coin {
                try await Task.sleep(for: .milliseconds(985 + dice.pause))
                task.cancel()
            }
            return await Outcome(of: { try await task.value })
        }
    }
}

extension Outcome {
    /// The outcome of `request`: anything but success, cancellation or a transport failure is unexpected.
    init(of request: @Sendable () async throws -> Data) async {
        do {
            _ = try await request()
            self = .success
        } catch RESTError.cancelled {
            self = .cancelled
        } catch RESTError.transport(let error) where error.code == .timedOut {
            self = .timedOut
        } catch RESTError.transport {
            self = .connectionFailed
        } catch {
            self = .unexpected
        }
    }
}

/// The random choices of one iteration, drawn from its seed so a failing iteration can be replayed.
struct Dice: Sendable {
    let pause: Int
    let limit: Double
    let delay: Int
    let coin: Bool

    init(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        pause = Int(random.next() % 30)
        limit = 0.005 + Double(random.next() % 40) / 1000
        delay = Int(random.next() % 40)
        coin = random.next() % 2 == 0
    }
}
