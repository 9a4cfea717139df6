// WordPress: the client of a WordPress site's REST API.
import Foundation
import RESTChain

/// A WordPress site's REST API: the route (`https://site/wp-json`) and a namespace (`wp/v2` by default).
///
/// ```swift
/// let wp = try WordPress(route: "https://www.example.com/wp-json", namespace: .wp(v: .v2))
/// let posts = try await wp.get(endpoint: .posts)
///     .query(key: .page, value: "2")
///     .query(key: .perPage, value: "5")
///     .embed()
///     .decode(type: [WordPress.Post].self)
/// ```
/// Built only on RESTChain's public API: every session is a core `GetSession`, paginated with
/// ``WordPress/pagination`` and failing with ``WordPress/APIError`` inside `RESTError.httpStatus`.
public struct WordPress: Sendable {
    /// The core client, rooted at the route.
    public let client: RESTClient
    /// The namespace every endpoint lives in.
    public let namespace: Namespace

    /// Creates a client for the site whose REST API lives at `route`.
    ///
    /// - Parameters:
    ///   - route: The REST API root, such as `https://www.example.com/wp-json`; a trailing slash is fine.
    ///   - namespace: The namespace of the endpoints, `.wp(v: .v2)` by default.
    ///   - authentication: How to sign in for private data and writes; none by default.
    ///   - transport: Where requests go; the network by default, `FixtureTransport` or `StubTransport` offline.
    /// - Throws: `RESTError.invalidURL` when `route` is not an http(s) URL.
    public init(
        route: String,
        namespace: Namespace = .wp(v: .v2),
        authentication: Authentication? = nil,
        transport: any Transport = URLSessionTransport.shared
    ) throws(RESTError) {
        var headers: HTTPHeaders = ["Accept": "application/json"]
        if let authentication { headers["Authorization"] = authentication.headerValue }
        let configuration = ClientConfiguration(
            baseURL: try BaseURL(route),
            headers: headers,
            transport: transport,
            errorDecoding: .json(APIError.self),
            pagination: Self.pagination
        )
        self.init(client: RESTClient(configuration: configuration), namespace: namespace)
    }

    /// Creates a WordPress face over a client you configured yourself (adapters, monitors, decoder…).
    public init(client: RESTClient, namespace: Namespace = .wp(v: .v2)) {
        self.client = client
        self.namespace = namespace
    }

    /// A GET session for `endpoint` in this client's namespace; nothing is sent until a handler runs.
    public func get(endpoint: Endpoint) -> GetSession {
        client.get(path(of: endpoint))
    }

    /// A GET session for the route itself, which answers with the ``SiteIndex`` (name, namespaces, routes).
    public func index() -> GetSession {
        client.get("")
    }

    /// The path of `endpoint` under the route, namespace included.
    func path(of endpoint: Endpoint) -> String {
        let prefix = namespace.path
        return prefix.isEmpty ? endpoint.path : prefix + "/" + endpoint.path
    }
}
