// GETWorkloads: small GETs sequentially and 64 in flight, and the 5 MB array, by hand and through RESTChain.
import AsyncHTTPClient
import AsyncHTTPClientTransport
import BenchmarkBodies
import BenchmarkSupport
import Foundation
import LibcurlByHand
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The clients every GET workload compares, all on one loopback server.
struct GETClients: Sendable {
    let baseURL: String
    /// What answers, for the titles: nginx or the in-process server.
    let server: String
    /// URLSession by hand, on the same lean configuration `URLSessionTransport` uses.
    let session = URLSession(configuration: URLSessionTransport.defaultConfiguration())
    let http = HTTPClient.shared
    /// The default transport (`CurlTransport` on Linux) called directly: what the pipeline adds shows against it.
    let defaultTransport = ClientConfiguration.defaultTransport
    /// `URLSessionTransport` called directly, the default on Apple platforms and selectable on Linux.
    let urlSessionTransport = URLSessionTransport.shared
    /// RESTChain's default client, over ``defaultTransport``.
    let restchain: RESTClient
    let uncoalesced: RESTClient
    /// The default client without the HTTP cache, which stores every answer by default: what storing costs.
    let uncached: RESTClient
    let overURLSession: RESTClient
    let overAsyncHTTPClient: RESTClient
    #if os(Linux)
        /// libcurl by hand, the floor: its handles and connections live as long as the run.
        let libcurl = LibcurlByHand()
    #endif

    init(baseURL: String, server: String) throws {
        self.baseURL = baseURL
        self.server = server
        restchain = try RESTClient(baseURL: baseURL)
        uncoalesced = restchain.configured { $0.coalescesRequests = false }
        uncached = restchain.configured { $0.cache = nil }
        overURLSession = try RESTClient(baseURL: baseURL, transport: URLSessionTransport.shared)
        overAsyncHTTPClient = try RESTClient(baseURL: baseURL, transport: AsyncHTTPClientTransport())
    }

    /// The name of the default transport's variant: `CurlTransport alone` on Linux.
    var defaultTransportAlone: String { "\(type(of: defaultTransport)) alone" }

    /// The ways of GETting `path` and decoding it as `Value`, each checked by `valid`, libcurl by hand first where
    /// it is the floor. Every request has a query of its own (`?n=0`, `?n=1`…) that no other request of the run, in
    /// any round, has: no two are the same GET, none is coalesced, and RESTChain's cache never holds an earlier
    /// answer to revalidate.
    func variants<Value: Decodable & Sendable>(
        _ path: String,
        as type: Value.Type,
        times: Int,
        inFlight: Int,
        valid: @escaping @Sendable (Value) -> Bool
    ) -> [Variant] {
        let base = baseURL
        let url = { @Sendable (number: Int) in URL(string: "\(base)/\(path)?n=\(number)")! }
        let session = session
        let http = http
        let numbers = FreshNumbers()
        let through = { (name: String, client: RESTClient) in
            Variant(name: name) {
                try await concurrently(times, inFlight: inFlight, from: numbers.take(times)) { number in
                    let value = try await client.get(path).query(key: "n", value: "\(number)").decode(type: Value.self)
                    try check(valid(value), "\(name): \(path)")
                }
            }
        }
        let alone = { (name: String, transport: any Transport) in
            Variant(name: name) {
                try await concurrently(times, inFlight: inFlight, from: numbers.take(times)) { number in
                    let response = try await transport.send(TransportRequest(URLRequest(url: url(number))))
                    try check(response.statusCode == 200, "\(name): status \(response.statusCode)")
                    try check(valid(try JSONDecoder().decode(Value.self, from: response.body)), "\(name): \(path)")
                }
            }
        }
        var floor: [Variant] = []
        #if os(Linux)
            let libcurl = libcurl
            floor.append(
                Variant(name: "libcurl by hand") {
                    let first = numbers.take(times)
                    let urls = (first..<first + times).map { "\(base)/\(path)?n=\($0)" }
                    try await libcurl.get(urls, inFlight: inFlight) { status, body in
                        try check(status == 200, "libcurl by hand: status \(status)")
                        try check(valid(try JSONDecoder().decode(Value.self, from: body)), "libcurl by hand: \(path)")
                    }
                })
        #endif
        return floor + [
            alone(defaultTransportAlone, defaultTransport),
            through("RESTChain", restchain),
            through("RESTChain, coalescing off", uncoalesced),
            through("RESTChain, no HTTP cache", uncached),
            Variant(name: "URLSession by hand") {
                try await concurrently(times, inFlight: inFlight, from: numbers.take(times)) { number in
                    let (data, response) = try await session.data(for: URLRequest(url: url(number)))
                    try check((response as? HTTPURLResponse)?.statusCode == 200, "URLSession: status")
                    try check(valid(try JSONDecoder().decode(Value.self, from: data)), "URLSession: \(path)")
                }
            },
            alone("URLSessionTransport alone", urlSessionTransport),
            through("RESTChain over URLSessionTransport", overURLSession),
            Variant(name: "AsyncHTTPClient by hand") {
                try await concurrently(times, inFlight: inFlight, from: numbers.take(times)) { number in
                    let response = try await http.execute(
                        HTTPClientRequest(url: url(number).absoluteString), timeout: .seconds(30))
                    try check(response.status == .ok, "AsyncHTTPClient: status")
                    let body = try await response.body.collect(upTo: 64 << 20)
                    let value = try JSONDecoder().decode(Value.self, from: body)
                    try check(valid(value), "AsyncHTTPClient: \(path)")
                }
            },
            through("RESTChain over AsyncHTTPClientTransport", overAsyncHTTPClient),
        ]
    }

    /// The ratios printed under each GET workload, with #34's goals (sequential, then 64 in flight).
    func ratios(sequential: Bool) -> [(String, String, goal: String)] {
        let goal = { (whenSequential: String, at64: String) in sequential ? whenSequential : at64 }
        let curl = defaultTransportAlone
        return [
            (curl, "libcurl by hand", goal: goal("≤ 1.25", "")),
            (curl, "AsyncHTTPClient by hand", goal: goal("≤ 0.80", "≤ 1.00")),
            ("RESTChain", "URLSession by hand", goal: goal("≤ 0.50", "≤ 0.30")),
            ("RESTChain", "AsyncHTTPClient by hand", goal: goal("≤ 1.00", "≤ 1.10")),
            ("RESTChain", curl, goal: ""),
            ("RESTChain", "libcurl by hand", goal: ""),
            ("libcurl by hand", "URLSession by hand", goal: ""),
            ("RESTChain over URLSessionTransport", "URLSession by hand", goal: ""),
            ("RESTChain over AsyncHTTPClientTransport", "AsyncHTTPClient by hand", goal: ""),
        ]
    }

    /// The GET comparisons: `scale` divides the number of requests (1 for the full run).
    func comparisons(scale: Int) -> [(workload: String, Comparison)] {
        let users = { (times: Int, inFlight: Int) in
            variants("users", as: [User].self, times: times, inFlight: inFlight) { $0.count == 20 }
        }
        return [
            (
                "get",
                Comparison(
                    title: "\(400 / scale) sequential GETs of 20 users (1.5 KB) + decode, from \(server)",
                    variants: users(400 / scale, 1), extraRatios: ratios(sequential: true))
            ),
            (
                "get64",
                Comparison(
                    title: "\(2_000 / scale) GETs of 20 users + decode, 64 in flight, from \(server)",
                    variants: users(2_000 / scale, 64), extraRatios: ratios(sequential: false))
            ),
            (
                "posts",
                Comparison(
                    title: "\(max(1, 4 / scale)) sequential GETs of the 5 MB posts array + decode, from \(server)",
                    variants: variants("posts", as: [Post].self, times: max(1, 4 / scale), inFlight: 1) {
                        $0.count == Bodies.postCount
                    },
                    // #34's goals are for small GETs: on 5 MB the ratios are shown without them.
                    extraRatios: ratios(sequential: true).prefix(4).map { ($0.0, $0.1, goal: "") })
            ),
        ]
    }
}
