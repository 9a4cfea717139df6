// GETWorkloads: small GETs sequentially and 64 in flight, and the 5 MB array, by hand and through RESTChain.
import AsyncHTTPClient
import AsyncHTTPClientTransport
import BenchmarkBodies
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The clients every GET workload compares, all on one loopback server.
struct GETClients: Sendable {
    let baseURL: String
    /// What answers, for the titles: nginx or the in-process server.
    let server: String
    /// URLSession by hand, on the same lean configuration RESTChain's default transport uses.
    let session = URLSession(configuration: URLSessionTransport.defaultConfiguration())
    let http = HTTPClient.shared
    /// RESTChain's default transport called directly: what the pipeline adds on top of it shows against this.
    let transport = URLSessionTransport.shared
    let restchain: RESTClient
    let uncoalesced: RESTClient
    let overAsyncHTTPClient: RESTClient
    let overAsyncHTTPClientUncoalesced: RESTClient
    /// Over AsyncHTTPClient without the HTTP cache, which stores every answer by default: what storing costs.
    let overAsyncHTTPClientUncached: RESTClient

    init(baseURL: String, server: String) throws {
        self.baseURL = baseURL
        self.server = server
        restchain = try RESTClient(baseURL: baseURL)
        uncoalesced = restchain.configured { $0.coalescesRequests = false }
        overAsyncHTTPClient = try RESTClient(baseURL: baseURL, transport: AsyncHTTPClientTransport())
        overAsyncHTTPClientUncoalesced = overAsyncHTTPClient.configured { $0.coalescesRequests = false }
        overAsyncHTTPClientUncached = overAsyncHTTPClient.configured { $0.cache = nil }
    }

    /// The eight ways of GETting `path` and decoding it as `Value`, each checked by `valid`. Every request has a
    /// query of its own (`?n=0`, `?n=1`…) that no other request of the run, in any round, has: no two are the same
    /// GET, none is coalesced, and RESTChain's cache never holds an earlier answer to revalidate.
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
        let transport = transport
        let numbers = FreshNumbers()
        let through = { (name: String, client: RESTClient) in
            Variant(name: name) {
                try await concurrently(times, inFlight: inFlight, from: numbers.take(times)) { number in
                    let value = try await client.get(path).query(key: "n", value: "\(number)").decode(type: Value.self)
                    try check(valid(value), "\(name): \(path)")
                }
            }
        }
        return [
            Variant(name: "URLSession by hand") {
                try await concurrently(times, inFlight: inFlight, from: numbers.take(times)) { number in
                    let (data, response) = try await session.data(for: URLRequest(url: url(number)))
                    try check((response as? HTTPURLResponse)?.statusCode == 200, "URLSession: status")
                    try check(valid(try JSONDecoder().decode(Value.self, from: data)), "URLSession: \(path)")
                }
            },
            through("RESTChain", restchain),
            through("RESTChain, coalescing off", uncoalesced),
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
            through("RESTChain over AsyncHTTPClientTransport, coalescing off", overAsyncHTTPClientUncoalesced),
            through("RESTChain over AsyncHTTPClientTransport, no HTTP cache", overAsyncHTTPClientUncached),
            Variant(name: "URLSessionTransport alone") {
                try await concurrently(times, inFlight: inFlight, from: numbers.take(times)) { number in
                    let response = try await transport.send(TransportRequest(URLRequest(url: url(number))))
                    try check(response.statusCode == 200, "URLSessionTransport: status")
                    try check(valid(try JSONDecoder().decode(Value.self, from: response.body)), "URLSessionTransport")
                }
            },
        ]
    }

    /// The GET comparisons: `scale` divides the number of requests (1 for the full run).
    func comparisons(scale: Int) -> [(workload: String, Comparison)] {
        let ratios: [(String, String, goal: String)] = [
            ("RESTChain", "URLSession by hand", goal: "≤ 1.03"),
            ("RESTChain over AsyncHTTPClientTransport", "AsyncHTTPClient by hand", goal: "≤ 1.05"),
            ("RESTChain", "RESTChain over AsyncHTTPClientTransport", goal: "≥ 1.8 sequentially, ≥ 4 at 64 in flight"),
        ]
        let users = { (times: Int, inFlight: Int) in
            variants("users", as: [User].self, times: times, inFlight: inFlight) { $0.count == 20 }
        }
        return [
            (
                "get",
                Comparison(
                    title: "\(400 / scale) sequential GETs of 20 users (1.5 KB) + decode, from \(server)",
                    variants: users(400 / scale, 1), extraRatios: ratios)
            ),
            (
                "get64",
                Comparison(
                    title: "\(2_000 / scale) GETs of 20 users + decode, 64 in flight, from \(server)",
                    variants: users(2_000 / scale, 64), extraRatios: ratios)
            ),
            (
                "posts",
                Comparison(
                    title: "\(max(1, 4 / scale)) sequential GETs of the 5 MB posts array + decode, from \(server)",
                    variants: variants("posts", as: [Post].self, times: max(1, 4 / scale), inFlight: 1) {
                        $0.count == Bodies.postCount
                    },
                    extraRatios: Array(ratios.prefix(2)))
            ),
        ]
    }
}
