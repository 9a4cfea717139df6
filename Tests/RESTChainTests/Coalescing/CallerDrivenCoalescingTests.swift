// Coalescing driven by the first caller: joiners share its exchange; a cancelled driver hands it over, unsent.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

/// The in-flight registry's decisions carried out as `RequestPipeline` carries them out, over exchanges held at a
/// gate that honour ``SharedExchange`` as RESTChain's transports do: every exchange is counted as it starts and
/// as it ends (answered or cancelled), with the waiter whose task sent it, so a test sees each one on the wire.
// `Task.immediate` (Swift 6.2's runtime) starts each waiter at once: each test is `@available` macOS 26 and the
// like, so older Apple systems skip it (a suite itself cannot be marked).
@Suite(.timeLimit(.minutes(2)))
struct CallerDrivenCoalescingTests {
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func `a lone caller drives its own exchange and leaves nothing in the table`() async throws {
        let (registry, exchanges) = (InFlightRegistry(), Exchanges())
        await exchanges.gate.open()
        let response = try await carryOut(registry, exchanges.fetch)
        #expect(response.body == Data("1".utf8))
        #expect(exchanges.started == 1 && exchanges.adopted == 0)
        #expect(registry.count == 0)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func `waiters that join the caller's exchange share its answer`() async throws {
        let bench = try await Bench(joiners: 5)
        await bench.exchanges.gate.open()
        for waiter in bench.waiters { #expect(try await waiter.value.body == Data("1".utf8)) }
        #expect(bench.exchanges.started == 1)
        #expect(bench.registry.count == 0)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func `the driver's cancellation hands its exchange to the waiters that joined it, unsent again`()
        async throws
    {
        let bench = try await Bench(joiners: 3)
        bench.waiters[0].cancel()
        await #expect(throws: CancellationError.self) { try await bench.waiters[0].value }
        // The first joiner takes the exchange in flight over; nothing is sent again.
        #expect(try await eventually { bench.exchanges.turns == 2 })
        await bench.exchanges.gate.open()
        for joiner in bench.waiters.dropFirst() { #expect(try await joiner.value.body == Data("1".utf8)) }
        #expect(bench.exchanges.started == 1 && bench.exchanges.cancelled == 0)
        #expect(bench.registry.count == 0)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func `each driver cancelled in turn hands the one exchange on, until the last waiter's answer`()
        async throws
    {
        let bench = try await Bench(joiners: 3)
        for turn in 0...2 {
            bench.waiters[turn].cancel()
            await #expect(throws: CancellationError.self) { try await bench.waiters[turn].value }
            // The next waiter takes the exchange over.
            #expect(try await eventually { bench.exchanges.turns == turn + 2 })
        }
        await bench.exchanges.gate.open()
        #expect(try await bench.waiters[3].value.body == Data("1".utf8))
        #expect(bench.exchanges.started == 1 && bench.exchanges.cancelled == 0 && bench.exchanges.adopted == 1)
        #expect(bench.registry.count == 0)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func `a joiner cancelled before the driver leaves alone and the exchange goes on`() async throws {
        let bench = try await Bench(joiners: 1)
        bench.waiters[1].cancel()
        await #expect(throws: CancellationError.self) { try await bench.waiters[1].value }
        #expect(bench.registry.count == 1)  // the driver still sends
        await bench.exchanges.gate.open()
        #expect(try await bench.waiters[0].value.body == Data("1".utf8))
        #expect(bench.exchanges.started == 1 && bench.exchanges.cancelled == 0)
        #expect(bench.registry.count == 0)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func `cancelling every waiter, the driver first, ends every exchange and leaves nothing`() async throws {
        let bench = try await Bench(joiners: 3)
        for waiter in bench.waiters { waiter.cancel() }
        for waiter in bench.waiters {
            await #expect(throws: CancellationError.self) { try await waiter.value }
        }
        // A joiner may have taken over before its own cancellation came; every exchange that started ended.
        #expect(try await eventually { bench.exchanges.cancelled == bench.exchanges.started })
        #expect(bench.exchanges.answered == 0)
        #expect(bench.registry.count == 0)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func `a failure reaches every waiter without a second exchange`() async throws {
        let bench = try await Bench(joiners: 2, failing: true)
        await bench.exchanges.gate.open()
        for waiter in bench.waiters {
            await #expect(throws: URLError.self) { try await waiter.value }
        }
        #expect(bench.exchanges.started == 1)
        #expect(bench.registry.count == 0)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func `a caller already cancelled sends nothing`() async throws {
        let (registry, exchanges) = (InFlightRegistry(), Exchanges())
        let caller = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await carryOut(registry, exchanges.fetch)
        }
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(exchanges.started == 0)
        #expect(registry.count == 0)
    }

    /// Rounds of four waiters on one key, some cancelled at random moments: a waiter never cancelled gets the
    /// answer, every other one the answer or `CancellationError`; every continuation is resumed once (a checked
    /// continuation traps otherwise), every exchange ends, and the table is empty after each round.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func `random cancellations never lose an answer, an exchange or an entry`() async throws {
        var random = SeededRandom(seed: 34)
        for round in 0..<150 {
            let (registry, exchanges) = (InFlightRegistry(), Exchanges(delay: .milliseconds(2)))
            await exchanges.gate.open()
            var plan: [(cancels: Bool, after: Int)] = []
            for _ in 0..<4 { plan.append((Bool.random(using: &random), Int.random(in: 0...3, using: &random))) }
            let waiters = plan.map { _ in
                Task { try await carryOut(registry, exchanges.fetch) }
            }
            for (waiter, step) in zip(waiters, plan) where step.cancels {
                if step.after > 0 { try await Task.sleep(for: .milliseconds(step.after)) }
                waiter.cancel()
            }
            for (waiter, step) in zip(waiters, plan) {
                switch await waiter.result {
                case .success(let response): #expect(!response.body.isEmpty, "round \(round)")
                case .failure(let error):
                    #expect(step.cancels && error is CancellationError, "round \(round): \(error)")
                }
            }
            // The last caller's cancellation returns at once; the exchange it cancels ends a moment later.
            let ended = try await eventually { exchanges.started == exchanges.answered + exchanges.cancelled }
            #expect(ended, "round \(round): \(exchanges.started) started, an exchange never ended")
            #expect(registry.count == 0, "round \(round)")
        }
    }
}

/// Carries out the registry's decisions as `RequestPipeline.shared` does: join, then wait or drive; a driver
/// cancelled before an answer hands the flight over.
private func carryOut(
    _ registry: InFlightRegistry,
    _ fetch: @Sendable (SharedExchange) async throws -> RESTResponse
) async throws -> RESTResponse {
    let drive: InFlightRegistry.Drive
    switch registry.join(key()) {
    case .drive(let first): drive = first
    case .cancelled: throw CancellationError()
    case .wait(let waiterID):
        switch try await registry.wait(for: key(), as: waiterID) {
        case .answer(let response): return response
        case .drive(let turn): drive = turn
        }
    }
    do {
        let response = try await fetch(drive.exchange)
        registry.finish(key(), drive, with: .success(response))
        return response
    } catch {
        guard Task.isCancelled else {
            registry.finish(key(), drive, with: .failure(error))
            throw error
        }
        registry.finish(key(), drive, with: .failure(CancellationError()), handingOver: true)
        throw CancellationError()
    }
}

/// The key every test's waiters share.
private func key() -> RequestKey {
    let url = "https://api.example.com/users"
    return RequestKey(PreparedRequest(method: .get, url: url), url: url, cachePolicy: .default)
}

/// A driver sending its exchange, held at the gate, and `joiners` waiters attached to it; waiter `n` is
/// `waiters[n]`, the driver `waiters[0]`.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
private struct Bench {
    let registry = InFlightRegistry()
    let exchanges: Exchanges
    private(set) var waiters: [Task<RESTResponse, any Error>] = []

    init(joiners: Int, failing: Bool = false) async throws {
        let (registry, exchanges) = (registry, Exchanges(failing: failing))
        self.exchanges = exchanges
        for index in 0...joiners { waiters.append(start(index)) }
        #expect(exchanges.started == 1 && registry.count == 1)
    }

    /// Runs waiter `index` on this thread up to its first suspension: the driver's is at the gate, a joiner's is
    /// its wait, attached to the driver's flight. So each waiter has sent or joined by the time this returns.
    private func start(_ index: Int) -> Task<RESTResponse, any Error> {
        Task.immediate { [registry, exchanges] in
            try await Exchanges.$waiter.withValue(index) {
                try await carryOut(registry, exchanges.fetch)
            }
        }
    }
}

/// Exchanges that wait at a gate (after a delay, if given) and answer with their number; counts how each one
/// ended, and which waiter's task sent each.
private final class Exchanges: Sendable {
    /// The waiter a task belongs to, for ``drivers``.
    @TaskLocal static var waiter = -1

    let gate = Gate()
    private let counts = Locked((started: 0, answered: 0, cancelled: 0, adopted: 0, turns: 0, drivers: [Int]()))
    private let failing: Bool
    private let delay: Duration?

    init(failing: Bool = false, delay: Duration? = nil) {
        self.failing = failing
        self.delay = delay
    }

    var started: Int { counts.withLock { $0.started } }
    var answered: Int { counts.withLock { $0.answered } }
    var cancelled: Int { counts.withLock { $0.cancelled } }
    /// How many times a waiter took over an exchange a cancelled driver left running.
    var adopted: Int { counts.withLock { $0.adopted } }
    /// How many times a waiter began to drive: the first driver's turn and each turn handed over.
    var turns: Int { counts.withLock { $0.turns } }
    /// The waiter whose task sent each exchange, in order.
    var drivers: [Int] { counts.withLock { $0.drivers } }

    /// One exchange, as the pipeline and a transport make it: a caller that took a flight over adopts the exchange
    /// left running; else a new one starts, which outlives a cancelled caller while others wait.
    @Sendable func fetch(_ sharing: SharedExchange) async throws -> RESTResponse {
        counts.withLock { $0.turns += 1 }
        if let adopted = try await sharing.adopt() {
            counts.withLock { $0.adopted += 1 }
            return adopted
        }
        let number = counts.withLock {
            $0.started += 1
            $0.drivers.append(Self.waiter)
            return $0.started
        }
        var request = TransportRequest(URLRequest(url: URL(string: "https://api.example.com/users")!))
        request.sharing = sharing
        return try await request.exchange { try await self.run(number) }
    }

    private func run(_ number: Int) async throws -> RESTResponse {
        do {
            if let delay { try await Task.sleep(for: delay) }
            try await gate.pass()
        } catch {
            counts.withLock { $0.cancelled += 1 }
            throw error
        }
        counts.withLock { $0.answered += 1 }
        if failing { throw URLError(.badServerResponse) }
        return RESTResponse(statusCode: 200, body: Data(String(number).utf8))
    }
}
