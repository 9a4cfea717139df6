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
    let requests: Int

    var ids: [Int] { Array(1...(requests * GuildWars2.maximumIDsPerRequest)) }

    /// The numbers of requests in flight measured beside the default (`GuildWars2.defaultConcurrentRequests`), up to
    /// every request at once as the hand-written code sends them. The default transport opens up to
    /// `CurlTransport.Configuration.maximumConnectionsPerHost` (32) connections to the host on Linux.
    var inFlightCounts: [Int] { [8, 12, 16, 24, 32, requests] }

    func comparison() throws -> Comparison {
        let ids = ids
        let baseURL = baseURL
        let unlimited = try GuildWars2(
            route: baseURL, rateLimiter: RateLimiter(capacity: 1_000_000, refillPerSecond: 1e6))
        let uncached = unlimited.configured { $0.cache = nil }
        let chunks = stride(from: 0, to: ids.count, by: GuildWars2.maximumIDsPerRequest).map {
            ids[$0..<min($0 + GuildWars2.maximumIDsPerRequest, ids.count)].map(String.init).joined(separator: ",")
        }
        let session = URLSession(configuration: URLSessionTransport.defaultConfiguration())
        let limited = { @Sendable () throws in
            try GuildWars2(route: baseURL, rateLimiter: RateLimiter(capacity: 300, refillPerSecond: 5))
        }
        let byHand = "URLSession by hand, all in flight"
        let fixed = [
            Variant(name: "a sequential loop") {
                let items = try await unlimited.fetch(ids: ids, as: GuildWars2.Item.self, maxConcurrentRequests: 1)
                try check(items.values.count == ids.count, "sequential: \(items.values.count) items")
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
                let items = try await unlimited.fetch(ids: ids, as: GuildWars2.Item.self)
                try check(items.values.count == ids.count, "limiter off: \(items.values.count) items")
            },
            Variant(name: "fetch(ids:as:), limiter off, no HTTP cache") {
                let items = try await uncached.fetch(ids: ids, as: GuildWars2.Item.self)
                try check(items.values.count == ids.count, "no cache: \(items.values.count) items")
            },
            Variant(name: "fetch(ids:as:), limiter 300 + 5/s") {
                let items = try await limited().fetch(ids: ids, as: GuildWars2.Item.self)
                try check(items.values.count == ids.count, "limiter on: \(items.values.count) items")
            },
        ]
        let inFlight = inFlightCounts.map { count in
            Variant(name: "fetch(ids:as:), \(count) in flight, limiter off") {
                let items = try await unlimited.fetch(ids: ids, as: GuildWars2.Item.self, maxConcurrentRequests: count)
                try check(items.values.count == ids.count, "\(count) in flight: \(items.values.count) items")
            }
        }
        let inFlightRatios = inFlight.flatMap { variant in
            [("a sequential loop", variant.name, goal: "≥ 12"), (variant.name, byHand, goal: "≤ 1.10")]
        }
        return Comparison(
            title: "\(ids.count) Guild Wars 2 items by id, \(requests) requests of 200, 20 ms each",
            variants: fixed + inFlight,
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
