// GuildWars2: the client of the Guild Wars 2 API v2.
import Foundation
import RESTChain

/// The Guild Wars 2 API v2: items, worlds, recipes, WvW matches, the trading post and account data.
///
/// ```swift
/// let gw2 = try GuildWars2()                               // https://api.guildwars2.com, v2, English
/// let item = try await gw2.get(endpoint: .item(id: 19684)).decode(type: GuildWars2.Item.self)
/// let de = try GuildWars2(language: .de, accessToken: key, schemaVersion: "2022-03-23T00:00:00.000Z")
/// let logged = gw2.configured { $0.monitors.append(LoggingMonitor()) }
/// ```
/// Every request carries the language (`lang`), the API key (`Authorization: Bearer`, redacted in logs) and the
/// schema version (`X-Schema-Version`), waits for the shared rate limiter, and is tried up to four times by the
/// core's `RetryPolicy` defaults (a 429 honouring `Retry-After`, 408, 5xx gateways, dropped connections).
/// Built only on RESTChain's public API.
public struct GuildWars2: Sendable {
    /// The core client, rooted at `<route>/v2`: `client.get(endpoint: .build)` and `gw2.get(endpoint: .build)` are
    /// the same request.
    public let client: RESTClient
    /// What each API key may do, once ``tokenInfo()`` or the permission check fetched it.
    let tokenCache: TokenInfoCache
    /// The world or WvW team every route that takes one is restricted to; see ``restricted(world:)``.
    public internal(set) var restrictions = Restrictions()
    /// Where bulk fetches keep their objects one by one, if anywhere; see ``cachingObjects(in:)``.
    public internal(set) var objectCache: ObjectCache?
    /// The client ``renderFile(_:)`` sends through: the face's transport, cache and limits without its API key.
    let renderClient: RESTClient

    /// The API's published limit: bursts of 300 requests, refilled at 5 per second (per IP and key).
    public static let rateLimit = (burst: 300, perSecond: 5.0)

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - route: The API's root, `https://api.guildwars2.com` by default; any base for tests and proxies.
    ///   - language: The language of names and descriptions, English by default.
    ///   - accessToken: An API key for account endpoints; sent as `Authorization: Bearer`.
    ///   - schemaVersion: The schema to answer in, sent as `X-Schema-Version`, such as ``SchemaVersion/latest``.
    ///   - defaultQuery: Query items for every request, such as `[URLQueryItem(name: "world", value: "1001")]`.
    ///   - rateLimiter: The token bucket; the API's published limit by default.
    ///   - transport: Where requests go; the network by default.
    /// - Throws: `RESTError.invalidURL` when `route` is not an http(s) URL.
    public init(
        route: String = "https://api.guildwars2.com",
        language: Language = .en,
        accessToken: String? = nil,
        schemaVersion: SchemaVersion? = nil,
        defaultQuery: [URLQueryItem] = [],
        rateLimiter: RateLimiter = RateLimiter(
            capacity: GuildWars2.rateLimit.burst,
            refillPerSecond: GuildWars2.rateLimit.perSecond),
        transport: any Transport = ClientConfiguration.defaultTransport
    ) throws(RESTError) {
        var headers: HTTPHeaders = ["Accept": "application/json"]
        if let accessToken { headers["Authorization"] = "Bearer \(accessToken)" }
        if let schemaVersion { headers["X-Schema-Version"] = schemaVersion.rawValue }
        var configuration = ClientConfiguration(
            baseURL: try BaseURL(route, version: .v(2)),
            headers: headers,
            queryItems: [URLQueryItem(name: "lang", value: language.rawValue)] + defaultQuery,
            transport: transport,
            errorDecoding: .json(APIError.self),
            pagination: Self.pagination
        )
        configuration.rateLimiter = rateLimiter
        configuration.retryPolicy = RetryPolicy(maximumAttempts: 4, baseDelay: .seconds(1))
        self.init(rootedClient: RESTClient(configuration: configuration))
    }

    /// Creates a GW2 face over a client you configured yourself (adapters, monitors, transport…), rooted at the
    /// API's root such as `https://api.guildwars2.com`; the face's ``client`` is a copy rooted at `v2`.
    ///
    /// The face adds nothing else: give the client ``pagination``, `.json(GuildWars2.APIError.self)` error
    /// decoding, a `lang` query item and a rate limiter if you want what ``init(route:language:accessToken:schemaVersion:defaultQuery:rateLimiter:transport:)`` sets.
    public init(client: RESTClient) throws(RESTError) {
        let root = try BaseURL(client.configuration.baseURL.string, version: .v(2))
        self.init(rootedClient: client.configured { $0.baseURL = root })
    }

    /// Makes decoding failures name their path (``LocatingJSONDecoder``) and installs the permission check last among the client's adapters (replacing the one a copy carried), with a
    /// cache of its own and a client without it to ask `tokeninfo`.
    private init(rootedClient: RESTClient) {
        var configuration = rootedClient.configuration
        configuration.adapters.removeAll { $0 is PermissionGate }
        configuration.decoder = LocatingJSONDecoder.replacing(configuration.decoder)
        renderClient = Self.renderClient(from: configuration)
        let cache = TokenInfoCache()
        let tokenClient = RESTClient(configuration: configuration)
        configuration.adapters.append(PermissionGate(tokenClient: tokenClient, tokens: cache))
        tokenCache = cache
        client = RESTClient(configuration: configuration)
    }

    /// A new face with `change` applied to a copy of its client's configuration.
    ///
    /// ```swift
    /// let logged = gw2.configured { $0.monitors.append(LoggingMonitor()) }
    /// ```
    public func configured(_ change: (inout ClientConfiguration) throws -> Void) rethrows -> GuildWars2 {
        var face = GuildWars2(rootedClient: try client.configured(change))
        face.restrictions = restrictions
        face.objectCache = objectCache
        return face
    }

    /// The language of names and descriptions: the client's `lang` query item, English when it has none.
    public var language: Language {
        client.configuration.queryItems.last { $0.name == "lang" }?.value.flatMap(Language.init(rawValue:)) ?? .en
    }

    /// The token bucket every request of this client waits for, if any.
    public var rateLimiter: RateLimiter? { client.configuration.rateLimiter }

    /// A GET session for `endpoint`; nothing is sent until a handler runs.
    ///
    /// The request is refused when started, with `RESTError.invalidRequest` and before anything is sent, when a
    /// `:name` segment of the route has no value or the key lacks a permission the route needs.
    public func get(endpoint: Endpoint) -> GetSession {
        let session = client.get(endpoint: endpoint)
        do throws(RESTError) {
            _ = try endpoint.filledPath()
            return session
        } catch {
            return session.refusing(error)
        }
    }
}
