// OriginStub: an in-memory origin for cache tests — counts requests, honours If-None-Match, can fail on demand.
import Foundation

@testable import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An origin server in memory: answers `200` with `headers` and a body naming the request number, `304` when
/// `If-None-Match` matches the `ETag` among `headers`, and a failure while `failure` is set.
actor OriginStub {
    enum Failure: Sendable {
        case status(Int)
        case unreachable
    }

    private(set) var requests: [URLRequest] = []
    private var headers: HTTPHeaders
    private var failure: Failure?
    private let delay: Duration

    init(_ headers: HTTPHeaders, delay: Duration = .zero) {
        self.headers = headers
        self.delay = delay
    }

    var count: Int { requests.count }

    /// The requests that carried a conditional header the cache added.
    var conditionalCount: Int {
        requests.filter {
            $0.value(forHTTPHeaderField: "If-None-Match") != nil
                || $0.value(forHTTPHeaderField: "If-Modified-Since") != nil
        }.count
    }

    func answer(with headers: HTTPHeaders) { self.headers = headers }
    func fail(_ failure: Failure?) { self.failure = failure }

    private func respond(to request: URLRequest) throws -> RESTResponse {
        requests.append(request)
        switch failure {
        case .status(let code): return RESTResponse(statusCode: code, body: Data("failure".utf8), url: request.url)
        case .unreachable: throw URLError(.cannotConnectToHost)
        case nil: break
        }
        if let etag = headers["ETag"], let candidate = request.value(forHTTPHeaderField: "If-None-Match"),
            EntityTag.weakMatch(etag, candidate)
        {
            return RESTResponse(statusCode: 304, headers: headers, url: request.url)
        }
        let body = request.httpMethod == "HEAD" ? Data() : Data(#"{"request":\#(requests.count)}"#.utf8)
        return RESTResponse(statusCode: 200, headers: headers, body: body, url: request.url)
    }

    /// A transport that answers from this origin after `delay`.
    nonisolated var transport: StubTransport {
        StubTransport { request in
            try await Task.sleep(for: self.delay)
            return try await self.respond(to: request)
        }
    }

    /// A client of this origin with `cache` (a fresh memory cache unless given).
    nonisolated func client(cache: HTTPCache? = HTTPCache()) throws -> RESTClient {
        try RESTClient(baseURL: "https://api.example.com", transport: transport).configured { $0.cache = cache }
    }
}

/// `count` concurrent GETs of `path` on `api`, returning their responses.
func concurrentGETs(_ count: Int, _ path: String, on api: RESTClient) async throws -> [RESTResponse] {
    try await withThrowingTaskGroup(of: RESTResponse.self) { group in
        for _ in 0..<count { group.addTask { try await api.get(path).response() } }
        return try await group.reduce(into: []) { $0.append($1) }
    }
}
