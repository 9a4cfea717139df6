// What the Authenticator suites share: a client whose requests leave together, twenty callers at once, and what
// the loopback server saw of each request's credential.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A loopback client with an ``Authenticator`` over `tokens`, and the server's account of what it received.
struct AuthenticatorLoopback {
    let server: TestServer
    let api: RESTClient

    /// A client whose requests carry tokens from `tokens`, held after adapting until `count` of them are ready,
    /// so that all of them leave with the same token.
    init(
        _ server: TestServer, _ tokens: TokenStore, _ refusals: RefusalCounter, gathering count: Int = 1,
        over kind: TransportKind
    ) throws {
        let barrier = Barrier(count)
        self.server = server
        self.api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport).configured {
            $0.adapters = [Authenticator(tokens: tokens), ClosureAdapter { try await barrier.arrive(with: $0) }]
            $0.monitors = [refusals]
        }
    }

    /// Runs `body` for callers `0..<count` at the same time and returns what each returned, in no order.
    static func callers<Outcome: Sendable>(
        _ count: Int = 20, _ body: @escaping @Sendable (Int) async -> Outcome
    ) async -> [Outcome] {
        await withWatchdog(seconds: 60) {
            await withTaskGroup(of: Outcome.self) { group in
                for index in 0..<count { group.addTask { await body(index) } }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
    }

    /// The `Authorization` of every request to `path`, in the order the server got them.
    func credentials(_ path: String) async throws -> [String?] {
        try await server.requests(path: path).map { $0.header("authorization") }
    }

    /// The `Authorization` of every request to `path`, by the caller's `n` query item, each in the order sent.
    func credentialsByCaller(_ path: String) async throws -> [String: [String?]] {
        try await server.requests(path: path).reduce(into: [:]) { sent, request in
            let caller = request.query.split(separator: "&").first { $0.hasPrefix("n=") }.map(String.init) ?? "?"
            sent[caller, default: []].append(request.header("authorization"))
        }
    }

    /// What every caller of twenty should have sent: `n=0` to `n=19`, each with `credentials`.
    static func twentyCallers(sending credentials: [String?]) -> [String: [String?]] {
        Dictionary(uniqueKeysWithValues: (0..<20).map { ("n=\($0)", credentials) })
    }
}

/// Counts the `401`s and the replays the monitors hear of, and opens its gate at the `count`th `401`.
final class RefusalCounter: EventMonitor, @unchecked Sendable {
    /// Open once `count` answers were `401`.
    let allRefused = Gate()
    private let count: Int
    private let lock = NSLock()
    private var refused = 0
    private var replayCount = 0

    init(opening count: Int) { self.count = count }

    /// How many attempts followed a `401` at once.
    var replays: Int { lock.withLock { replayCount } }

    func record(_ event: RequestEvent) {
        switch event {
        case .received(_, let response, _) where response.statusCode == 401:
            let reached = lock.withLock {
                refused += 1
                return refused == count
            }
            if reached { Task { await allRefused.open() } }
        case .retrying(_, _, let delay) where delay == .zero:
            lock.withLock { replayCount += 1 }
        default:
            break
        }
    }
}

/// Holds requests until `count` of them arrived, then lets every one through, now and later.
actor Barrier {
    private let gate = Gate()
    private let count: Int
    private var arrived = 0

    init(_ count: Int) { self.count = count }

    /// Returns `request` once `count` requests arrived.
    func arrive(with request: URLRequest) async throws -> URLRequest {
        arrived += 1
        if arrived == count { await gate.open() }
        try await gate.pass()
        return request
    }
}

/// Counts how many times a refresh started.
actor RefreshCounter {
    private(set) var starts = 0

    /// Notes one more start.
    func start() { starts += 1 }
}
