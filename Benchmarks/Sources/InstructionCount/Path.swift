// Path: the in-memory paths whose instructions per request are counted, each checking its answer.
import BenchmarkBodies
import Foundation
import RESTChain

/// One in-memory path, run `count` times.
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
