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
    /// The core client, rooted at the namespace (`https://site/wp-json/wp/v2`): `client.get(endpoint: .posts)`
    /// and `wp.get(endpoint: .posts)` are the same request.
    public let client: RESTClient
    /// The namespace every endpoint lives in.
    public let namespace: Namespace
    /// The REST API root, such as `https://site/wp-json`, which ``index()`` reads (for a `?rest_route=` site, the
    /// stand-in `https://site/wp-json` that every request is rewritten from).
    public let route: BaseURL

    /// Creates a client for the site whose REST API lives at `route`.
    ///
    /// A site without pretty permalinks answers only `?rest_route=`: give its root as such
    /// (`https://www.example.com/?rest_route=/`, as
    /// ``discover(site:allowingHTTP:timeout:serverCredentials:transport:)`` finds it) and every request goes out in
    /// that form, while ``route`` and the client keep the usual `…/wp-json` shape.
    ///
    /// - Parameters:
    ///   - route: The REST API root, such as `https://www.example.com/wp-json` or
    ///     `https://www.example.com/?rest_route=/`; a trailing slash is fine.
    ///   - namespace: The namespace of the endpoints, `.wp(v: .v2)` by default.
    ///   - authentication: How to sign in for private data and writes; none by default.
    ///   - transport: Where requests go; the network by default, `FixtureTransport` or `StubTransport` offline.
    /// - Throws: `RESTError.invalidURL` when `route` is not an http(s) URL (or has a query other than
    ///   `rest_route`).
    public init(
        route: String,
        namespace: Namespace = .wp(v: .v2),
        authentication: Authentication? = nil,
        transport: any Transport = ClientConfiguration.defaultTransport
    ) throws(RESTError) {
        var headers: HTTPHeaders = ["Accept": "application/json"]
        if let authentication { headers["Authorization"] = authentication.headerValue }
        let queryRoute = QueryRouteAdapter.forRoot(route)
        var configuration = ClientConfiguration(
            baseURL: try BaseURL(queryRoute?.standIn ?? route),
            headers: headers,
            transport: transport,
            errorDecoding: .json(APIError.self),
            pagination: Self.pagination
        )
        if let queryRoute { configuration.adapters.append(queryRoute.adapter) }
        try self.init(client: RESTClient(configuration: configuration), namespace: namespace)
    }

    /// Creates a WordPress face over a client you configured yourself (adapters, monitors, decoder…), rooted at
    /// the site's REST API root; the face's ``client`` is a copy rooted at the namespace.
    ///
    /// - Throws: `RESTError.invalidURL` when the namespace does not make a valid URL under the client's root.
    public init(client: RESTClient, namespace: Namespace = .wp(v: .v2)) throws(RESTError) {
        let route = client.configuration.baseURL
        let root = try BaseURL(route.string, version: .custom(namespace.path))
        let client = client.configured {
            $0.baseURL = root
            $0.sensitiveNames.formUnion(Self.secretHeaderNames)
        }
        self.init(client: client, namespace: namespace, route: route)
    }

    /// The headers whose values are WordPress secrets beyond the ones every API shares: the REST nonce a
    /// cookie-authenticated request carries. Every face registers them with its client.
    static let secretHeaderNames: Set<String> = ["X-WP-Nonce"]

    private init(client: RESTClient, namespace: Namespace, route: BaseURL) {
        self.client = client
        self.namespace = namespace
        self.route = route
    }

    /// A new face with `change` applied to a copy of its client's configuration.
    ///
    /// ```swift
    /// let logged = wp.configured { $0.monitors.append(LoggingMonitor()) }
    /// ```
    public func configured(_ change: (inout ClientConfiguration) throws -> Void) rethrows -> WordPress {
        WordPress(client: try client.configured(change), namespace: namespace, route: route)
    }

    /// A GET session for `endpoint` in this client's namespace; nothing is sent until a handler runs.
    public func get(endpoint: Endpoint) -> GetSession {
        client.get(endpoint: endpoint)
    }

    /// A session for `endpoint` with its own verb; every ``Endpoint`` case is a GET, so prefer ``get(endpoint:)``
    /// and the writes (``create(_:body:)``, ``update(_:body:)``, ``delete(_:force:)``).
    public func request(_ endpoint: Endpoint) -> RequestSession {
        client.request(endpoint)
    }

    /// A GET session for the route itself, which answers with the ``SiteIndex`` (name, namespaces, routes).
    public func index() -> GetSession {
        var session = client.get("")
        session.request.url = route.string
        return session
    }

    /// A GET session for the namespace itself (`GET /wp-json/wp/v2`), which answers with the
    /// ``NamespaceIndex``: every route of the namespace, with its methods and arguments.
    ///
    /// Sign in first: routes a visitor may not use (settings, users' writes…) are listed only to those who may.
    public func namespaceIndex() -> GetSession {
        client.get("")
    }
}
