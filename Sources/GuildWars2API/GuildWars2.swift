// GuildWars2: the client of the Guild Wars 2 API v2.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Guild Wars 2 API v2: items, worlds, recipes, WvW matches, the trading post and account data.
///
/// ```swift
/// let gw2 = GuildWars2()                                   // https://api.guildwars2.com, v2, English
/// let item = try await gw2.get(endpoint: .item(id: 19684)).decode(type: GuildWars2.Item.self)
/// let de = GuildWars2(language: .de, accessToken: key, schemaVersion: "2022-03-23T00:00:00.000Z")
/// ```
/// Every request carries the language (`lang`), the API key (`Authorization: Bearer`, redacted in logs) and the
/// schema version (`X-Schema-Version`), waits for the shared ``rateLimiter`` and is retried after a 429.
/// Built only on RESTChain's public API.
public struct GuildWars2: Sendable {
    /// The core client, rooted at `<route>/v2`.
    public let client: RESTClient
    /// The language of names and descriptions.
    public let language: Language
    /// The token bucket every request of this client waits for.
    public let rateLimiter: RateLimiter

    /// The API's published limit: bursts of 300 requests, refilled at 5 per second (per IP and key).
    public static let rateLimit = (burst: 300, perSecond: 5.0)

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - route: The API's root, `https://api.guildwars2.com` by default; any base for tests and proxies.
    ///   - language: The language of names and descriptions, English by default.
    ///   - accessToken: An API key for account endpoints; sent as `Authorization: Bearer`.
    ///   - schemaVersion: The schema to answer in, sent as `X-Schema-Version`.
    ///   - defaultQuery: Query items for every request, such as `[URLQueryItem(name: "world", value: "1001")]`.
    ///   - rateLimiter: The token bucket; the API's published limit by default.
    ///   - transport: Where requests go; the network by default.
    ///
    /// A `route` that is not an http(s) URL does not crash: every request of the client then fails with
    /// `RESTError.invalidURL`, and ``configurationError`` says why.
    public init(
        route: String = "https://api.guildwars2.com",
        language: Language = .en,
        accessToken: String? = nil,
        schemaVersion: String? = nil,
        defaultQuery: [URLQueryItem] = [],
        rateLimiter: RateLimiter = RateLimiter(
            capacity: GuildWars2.rateLimit.burst,
            refillPerSecond: GuildWars2.rateLimit.perSecond),
        transport: any Transport = URLSessionTransport.shared
    ) {
        var headers: HTTPHeaders = ["Accept": "application/json"]
        if let accessToken { headers["Authorization"] = "Bearer \(accessToken)" }
        if let schemaVersion { headers["X-Schema-Version"] = schemaVersion }
        let base: BaseURL
        let failing: (any Transport)?
        do {
            base = try BaseURL(route, version: .v(2))
            failing = nil
        } catch {
            base = try! BaseURL("http://invalid.invalid")  // never sent: the failing transport answers first
            failing = RefusingTransport(error: error)
        }
        var configuration = ClientConfiguration(
            baseURL: base,
            headers: headers,
            queryItems: [URLQueryItem(name: "lang", value: language.rawValue)] + defaultQuery,
            transport: failing ?? transport,
            errorDecoding: .json(APIError.self),
            pagination: Self.pagination
        )
        configuration.rateLimiter = rateLimiter
        configuration.retryPolicy = RetryPolicy(
            maximumAttempts: 4, retryableStatusCodes: [429, 502, 503, 504],
            baseDelay: .seconds(1))
        client = RESTClient(configuration: configuration)
        self.language = language
        self.rateLimiter = rateLimiter
    }

    /// Why every request of this client fails, when its route was not a valid URL.
    public var configurationError: RESTError? {
        (client.configuration.transport as? RefusingTransport)?.error
    }

    /// A GET session for `endpoint`; nothing is sent until a handler runs.
    public func get(endpoint: Endpoint) -> GetSession {
        client.get(endpoint.path).query(endpoint.queryItems)
    }
}

/// A transport that refuses every request with the error that made its client invalid.
struct RefusingTransport: Transport {
    let error: RESTError

    func send(_ request: URLRequest) async throws -> RESTResponse {
        throw error
    }
}
