// Path: the paths whose instructions per request are counted, in memory and on the wire, each checking its answer.
import AsyncHTTPClient
import AsyncHTTPClientTransport
import BenchmarkBodies
import Foundation
import LibcurlByHand
import NginxServer
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One path, run `count` times.
enum Path: String, CaseIterable {
    /// `api.get("users").decode(type: [User].self)` over a `StubTransport`: build, coalesce, validate, decode.
    case get
    /// The same with coalescing off.
    case getUncoalesced = "get-uncoalesced"
    /// The same with no HTTP cache (`cache = nil`): what the default in-memory cache costs on a miss.
    case getUncached = "get-uncached"
    /// The same GET answered from the HTTP cache (`Cache-Control: max-age=3600`): nothing reaches the transport.
    case cacheHit = "cache-hit"
    /// `JSONDecoder` alone on the same 20 users: the floor under `get`.
    case decodeUsers = "decode-users"
    /// `api.get("posts").decode(type: [Post].self)` on the 5 MB posts array over a `StubTransport`.
    case getPosts = "get-posts"
    /// `JSONDecoder` alone on the same 5 MB.
    case decodePosts = "decode-posts"
    /// On the wire: `URLSession.data(for:)` by hand (RESTChain's lean configuration) + `JSONDecoder`, the 20 users
    /// from nginx on 127.0.0.1. nginx runs in a process of its own, so only the client's instructions are counted.
    case wireDataFor = "wire-data-for"
    /// On the wire: libcurl by hand (one reused easy handle, `curl_easy_perform`) + `JSONDecoder`, the floor under
    /// `CurlTransport` (Linux only).
    case wireCurl = "wire-curl"
    /// On the wire: RESTChain's default transport (`CurlTransport` on Linux) called directly + `JSONDecoder`.
    case wireTransport = "wire-transport"
    /// On the wire: the same transport's `stream(_:)`, the body collected by its reader + `JSONDecoder`: what a
    /// whole body would cost if streaming were a transport's one entry point.
    case wireTransportStream = "wire-transport-stream"
    /// On the wire: `api.get("users").decode(type: [User].self)` on the default client (over `CurlTransport` on
    /// Linux).
    case wireGet = "wire-get"
    /// On the wire: the same GET with coalescing off.
    case wireGetUncoalesced = "wire-get-uncoalesced"
    /// On the wire: the default client's GET + decode over `URLSessionTransport` (the default on Apple platforms).
    case wireURLSessionGet = "wire-urlsession-get"
    /// On the wire: AsyncHTTPClient by hand (`execute`, `collect`) + `JSONDecoder`: the baseline of the paths below.
    case wireAsyncHTTPClient = "wire-ahc"
    /// On the wire: the README's `AsyncHTTPClientTransport` called directly + `JSONDecoder`.
    case wireAsyncHTTPClientTransport = "wire-ahc-transport"
    /// On the wire: the default client's GET + decode over `AsyncHTTPClientTransport`.
    case wireAsyncHTTPClientGet = "wire-ahc-get"
    /// On the wire: the same GET with coalescing off.
    case wireAsyncHTTPClientGetUncoalesced = "wire-ahc-get-uncoalesced"

    func run(count: Int) async throws {
        switch self {
        case .get, .getUncoalesced, .getUncached, .cacheHit:
            let api = try RESTClient.stubbed(body: Data(Bodies.users.utf8), path: self)
            for _ in 0..<count { try check(try await api.get("users").decode(type: [User].self).count == 20) }
        case .decodeUsers:
            let body = Data(Bodies.users.utf8)
            for _ in 0..<count { try check(try JSONDecoder().decode([User].self, from: body).count == 20) }
        case .getPosts:
            let api = try RESTClient.stubbed(body: Data(Bodies.posts.utf8), path: self)
            for _ in 0..<count {
                try check(try await api.get("posts").decode(type: [Post].self).count == Bodies.postCount)
            }
        case .decodePosts:
            let body = Data(Bodies.posts.utf8)
            for _ in 0..<count {
                try check(try JSONDecoder().decode([Post].self, from: body).count == Bodies.postCount)
            }
        case .wireDataFor, .wireCurl, .wireTransport, .wireTransportStream, .wireGet, .wireGetUncoalesced,
            .wireURLSessionGet, .wireAsyncHTTPClient, .wireAsyncHTTPClientTransport, .wireAsyncHTTPClientGet,
            .wireAsyncHTTPClientGetUncoalesced:
            // Under valgrind a child process cannot be started (its file descriptors are valgrind's): the script
            // starts nginx with `InstructionCount serve` and passes its URL.
            if let baseURL = ProcessInfo.processInfo.environment["INSTRUCTION_COUNT_SERVER"] {
                try await runOnTheWire(baseURL: baseURL, count: count)
            } else {
                let server = try NginxServer(serving: ["users": Bodies.users])
                defer { server.stop() }
                try await runOnTheWire(baseURL: server.baseURL, count: count)
            }
        }
    }

    /// `count` GETs of the users from `baseURL`, each with a query of its own so none is coalesced or cached.
    private func runOnTheWire(baseURL: String, count: Int) async throws {
        let url = { (number: Int) in URL(string: "\(baseURL)/users?n=\(number)")! }
        switch self {
        case .wireDataFor:
            let session = URLSession(configuration: URLSessionTransport.defaultConfiguration())
            for number in 0..<count {
                let (data, response) = try await session.data(for: URLRequest(url: url(number)))
                try check((response as? HTTPURLResponse)?.statusCode == 200)
                try check(try JSONDecoder().decode([User].self, from: data).count == 20)
            }
        case .wireCurl:
            #if os(Linux)
                let urls = (0..<count).map { url($0).absoluteString }
                try await LibcurlByHand().get(urls, inFlight: 1) { status, body in
                    try check(status == 200)
                    try check(try JSONDecoder().decode([User].self, from: body).count == 20)
                }
            #else
                throw UnexpectedAnswer()
            #endif
        case .wireTransport, .wireAsyncHTTPClientTransport:
            let transport: any Transport =
                self == .wireTransport ? ClientConfiguration.defaultTransport : AsyncHTTPClientTransport()
            for number in 0..<count {
                let response = try await transport.send(TransportRequest(URLRequest(url: url(number))))
                try check(response.statusCode == 200)
                try check(try JSONDecoder().decode([User].self, from: response.body).count == 20)
            }
        case .wireTransportStream:
            let transport = ClientConfiguration.defaultTransport
            for number in 0..<count {
                let response = try await transport.stream(TransportRequest(URLRequest(url: url(number))))
                try check(response.head.statusCode == 200)
                var body = Data()
                for try await chunk in response.body { body.append(chunk) }
                try check(try JSONDecoder().decode([User].self, from: body).count == 20)
            }
        case .wireAsyncHTTPClient:
            for number in 0..<count {
                let response = try await HTTPClient.shared.execute(
                    HTTPClientRequest(url: url(number).absoluteString), timeout: .seconds(30))
                try check(response.status == .ok)
                let body = try await response.body.collect(upTo: 1 << 20)
                try check(try JSONDecoder().decode([User].self, from: body).count == 20)
            }
        default:
            let transport: any Transport =
                switch self {
                case .wireAsyncHTTPClientGet, .wireAsyncHTTPClientGetUncoalesced: AsyncHTTPClientTransport()
                case .wireURLSessionGet: URLSessionTransport.shared
                default: ClientConfiguration.defaultTransport
                }
            let api = try RESTClient(baseURL: baseURL, transport: transport).configured {
                $0.coalescesRequests = self != .wireGetUncoalesced && self != .wireAsyncHTTPClientGetUncoalesced
            }
            for number in 0..<count {
                let users = try await api.get("users").query(key: "n", value: "\(number)").decode(type: [User].self)
                try check(users.count == 20)
            }
        }
    }
}

/// Thrown when an answer is not what was sent, so that nothing is counted that did not work.
struct UnexpectedAnswer: Error {}

func check(_ condition: Bool) throws {
    guard condition else { throw UnexpectedAnswer() }
}

extension RESTClient {
    /// A client whose every GET is answered in memory with `body`, configured as `path` needs.
    static func stubbed(body: Data, path: Path) throws -> RESTClient {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        if path == .cacheHit { headers["Cache-Control"] = "max-age=3600" }
        let response = RESTResponse(statusCode: 200, headers: headers, body: body)
        let api = try RESTClient(baseURL: "https://api.example.com", transport: StubTransport { _ in response })
        return api.configured {
            if path == .getUncoalesced { $0.coalescesRequests = false }
            if path == .getUncached { $0.cache = nil }
        }
    }
}
