// RESTClient: the root object of any REST API; it creates sessions.
import Foundation

/// The root of a REST API: it knows the base URL, version and universal headers, and creates sessions.
///
/// ```swift
/// let api = try RESTClient(baseURL: "https://api.example.com/api", version: .v(2), headers: ["X-API-KEY": "secret"])
/// // GET https://api.example.com/api/v2/users?id=2
/// let user = try await api.get("users").query(key: "id", value: "2").decode(type: User.self)
/// ```
/// A client is a cheap value; copies share one registry of requests in flight, so identical GETs made through
/// any copy while one is running share that one request.
public struct RESTClient: Sendable {
    /// What this client applies to every request.
    public var configuration: ClientConfiguration { pipeline.configuration }

    /// Inside the library, `pipeline.configuration.x` reads one field; `configuration.x` copies them all first.
    let pipeline: RequestPipeline

    /// Creates a client from a full configuration.
    public init(configuration: ClientConfiguration) {
        SensitiveData.add(configuration.sensitiveNames)
        pipeline = RequestPipeline(configuration: configuration)
    }

    /// Creates a client for the API at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: An absolute `http` or `https` URL; a trailing slash is fine.
    ///   - version: An optional version segment, such as `.v(2)` for `…/v2/…`.
    ///   - headers: Headers sent with every request.
    ///   - transport: Where requests go; ``ClientConfiguration/defaultTransport`` by default, ``StubTransport`` offline.
    ///   - decoder: The decoder for responses (dates, keys).
    ///   - errorDecoding: How to decode the API's error bodies into ``HTTPFailure/apiError``.
    ///   - pagination: How the API pages its collections, for ``GetSession/pages(of:)``; none by default.
    /// - Throws: ``RESTError/invalidURL(_:reason:)`` when `baseURL` is not a valid http(s) URL.
    public init(
        baseURL: String,
        version: APIVersion? = nil,
        headers: HTTPHeaders = [:],
        transport: any Transport = ClientConfiguration.defaultTransport,
        decoder: JSONDecoder = JSONDecoder(),
        errorDecoding: APIErrorDecoding = .none,
        pagination: (any PaginationStrategy)? = nil
    ) throws(RESTError) {
        let root = try BaseURL(baseURL, version: version)
        self.init(
            configuration: ClientConfiguration(
                baseURL: root,
                headers: headers,
                transport: transport,
                decoder: decoder,
                errorDecoding: errorDecoding,
                pagination: pagination
            ))
    }

    /// A request to `path` under the base URL, with the client's headers and query items.
    func prepare(_ method: HTTPMethod, _ path: String, body: RequestBody? = nil) -> PreparedRequest {
        PreparedRequest(
            method: method,
            url: pipeline.configuration.baseURL.appending(path: path),
            queryItems: pipeline.configuration.queryItems,
            headers: pipeline.configuration.headers,
            body: body
        )
    }
}

extension RESTClient {
    /// A new client with `change` applied to a copy of this client's configuration.
    ///
    /// ```swift
    /// let logged = api.configured { $0.monitors.append(LoggingMonitor()) }
    /// ```
    /// The new client has its own registry of requests in flight.
    public func configured(_ change: (inout ClientConfiguration) throws -> Void) rethrows -> RESTClient {
        var configuration = configuration
        try change(&configuration)
        return RESTClient(configuration: configuration)
    }
}
