// BulkWorkloads: Guild Wars 2 items by id, 200 a request, from a server that takes 20 ms per answer.
import Foundation
import GuildWars2API
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `fetch(ids:as:)` against a sequential loop and the best concurrent URLSession code by hand.
struct BulkWorkloads: Sendable {
    let baseURL: String
    /// The ids asked, distinct, in the order the server's answers hold them.
    let ids: [Int]
    /// Where the answers come from, for the title.
    let server: String

    var requests: Int { (ids.count + GuildWars2.maximumIDsPerRequest - 1) / GuildWars2.maximumIDsPerRequest }

    /// The numbers of requests in flight measured beside the default (`GuildWars2.defaultConcurrentRequests`), up to
    /// every request at once as the hand-written code sends them. The default transport opens up to
    /// `CurlTransport.Configuration.maximumConnectionsPerHost` (32) connections to the host on Linux; more in flight
    /// wait in its queue.
    var inFlightCounts: [Int] { [8, 12, 16, 24, 32, 64, requests] }

    /// The requests' `ids` values, as `fetch(ids:as:)` and the code by hand send them.
    static func chunks(of ids: [Int]) -> [String] {
        stride(from: 0, to: ids.count, by: GuildWars2.maximumIDsPerRequest).map {
            ids[$0..<min($0 + GuildWars2.maximumIDsPerRequest, ids.count)].map(String.init).joined(separator: ",")
        }
    }

    func comparison(cpu: CPUTally) throws -> Comparison {
        let ids = ids
        let baseURL = baseURL
        let unlimited = try GuildWars2(
            route: baseURL, rateLimiter: RateLimiter(capacity: 1_000_000, refillPerSecond: 1e6))
        let uncached = unlimited.configured { $0.cache = nil }
        let chunks = Self.chunks(of: ids)
        let session = URLSession(configuration: URLSessionTransport.defaultConfiguration())
        let limited = { @Sendable () throws in
            try GuildWars2(route: baseURL, rateLimiter: RateLimiter(capacity: 300, refillPerSecond: 5))
        }
        // Every id asked is answered, in order, by its own object: the pull's assembly checks each one.
        let checked = { @Sendable (name: String, result: GuildWars2.BulkResult<GuildWars2.Item>) throws in
            try check(
                result.values.count == ids.count && result.missingIDs.isEmpty && result.problems.isEmpty,
                "\(name): \(result.values.count) items, \(result.missingIDs.count) missing, "
                    + "\(result.problems.count) unreadable")
            try check(zip(result.values, ids).allSatisfy { $0.id == $1 }, "\(name): items out of order")
        }
        let byHand = "URLSession by hand, all in flight"
        let fixed = [
            Variant(name: "a sequential loop") {
                try checked(
                    "sequential",
                    try await unlimited.fetch(ids: ids, as: GuildWars2.Item.self, maxConcurrentRequests: 1))
            },
            Variant(name: byHand) {
                let count = try await withThrowingTaskGroup(of: Int.self) { group in
                    for chunk in chunks {
                        group.addTask {
                            let url = URL(string: baseURL + "/v2/items?ids=" + chunk + "&lang=en")!
                            let (data, _) = try await session.data(for: URLRequest(url: url))
                            return try JSONDecoder().decode([GuildWars2.Item].self, from: data).count
                        }
                    }
                    return try await group.reduce(0, +)
                }
                try check(count == ids.count, "by hand: \(count) items")
            },
            Variant(name: "fetch(ids:as:), limiter off") {
                try checked("limiter off", try await unlimited.fetch(ids: ids, as: GuildWars2.Item.self))
            },
            Variant(name: "fetch(ids:as:), limiter off, no HTTP cache") {
                try checked("no cache", try await uncached.fetch(ids: ids, as: GuildWars2.Item.self))
            },
            Variant(name: "fetch(ids:as:), limiter 300 + 5/s") {
                try checked("limiter on", try await limited().fetch(ids: ids, as: GuildWars2.Item.self))
            },
        ]
        let inFlight = inFlightCounts.map { count in
            Variant(name: "fetch(ids:as:), \(count) in flight, limiter off") {
                try checked(
                    "\(count) in flight",
                    try await unlimited.fetch(ids: ids, as: GuildWars2.Item.self, maxConcurrentRequests: count))
            }
        }
        let inFlightRatios = inFlight.flatMap { variant in
            [("a sequential loop", variant.name, goal: "≥ 12"), (variant.name, byHand, goal: "≤ 1.10")]
        }
        return Comparison(
            title: "\(ids.count) Guild Wars 2 items by id, \(requests) requests of 200, 20 ms each, from \(server)",
            variants: (fixed + inFlight).map(cpu.measuring),
            extraRatios: [
                ("a sequential loop", "fetch(ids:as:), limiter off", goal: "≥ 12"),
                ("fetch(ids:as:), limiter off", byHand, goal: "≤ 1.10"),
                ("fetch(ids:as:), limiter off, no HTTP cache", byHand, goal: ""),
                (
                    "fetch(ids:as:), limiter 300 + 5/s", "fetch(ids:as:), limiter off",
                    goal: "≤ 1.10: a full burst covers 300"
                ),
            ] + inFlightRatios
        )
    }
}

/// Every Guild Wars 2 item under the API's published rate limit, against the time that limit allows (#20).
struct RateLimitedPull: Sendable {
    let baseURL: String
    /// How many items: 67 280, every item the API listed, in the full run.
    let items: Int
    let burst: Int
    let perSecond: Double

    /// The requests of 200 the pull takes.
    var requests: Int { (items + GuildWars2.maximumIDsPerRequest - 1) / GuildWars2.maximumIDsPerRequest }

    /// The least time the limit allows: the burst goes at once, every further request waits for a token.
    var allowedSeconds: Double { Double(max(0, requests - burst)) / perSecond }

    /// Pulls every item `rounds` times, each with a full bucket, and prints the median against the allowed time.
    func run(rounds: Int) async throws {
        let ids = Array(1...items)
        var times: [Double] = []
        for _ in 0..<rounds {
            let gw2 = try GuildWars2(
                route: baseURL, rateLimiter: RateLimiter(capacity: burst, refillPerSecond: perSecond))
            let start = ContinuousClock.now
            let result = try await gw2.fetch(ids: ids, as: GuildWars2.Item.self)
            let elapsed = start.duration(to: .now)
            try check(result.values.count == items, "rate-limited pull: \(result.values.count) of \(items) items")
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        let median = Comparison.median(times)
        print(
            "\n## \(items) Guild Wars 2 items (\(requests) requests), limiter \(burst) + \(perSecond)/s, 20 ms each\n")
        print("| allowed by the rate | median of \(rounds) | ÷ allowed |")
        print("|---:|---:|---:|")
        print(
            "| \(Comparison.format(allowedSeconds)) | \(Comparison.format(median)) | "
                + "**\(String(format: "%.3f", median / allowedSeconds))** (goal: ≤ 1.10) |")
    }
}
