// GuildWars2's checked fetch: the key's permissions from tokeninfo before the call, a transient "invalid key" retried.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Fetches and decodes `endpoint`, after checking that the API key has the permissions it needs.
    ///
    /// ```swift
    /// let bank = try await gw2.fetch(.route(.accountBank), as: [GuildWars2.ItemSlot?].self)
    /// ```
    /// The key's permissions come from `/v2/tokeninfo`, asked once per client and remembered. The API sometimes
    /// answers a good key with "Invalid access token" for a moment; that answer is retried once, past the cache.
    /// - Throws: `RESTError.invalidRequest` naming the missing permission (or the `:name` segment without a
    ///   value) before anything is sent; any `RESTError` of the request.
    public func fetch<Value: Decodable & Sendable>(
        _ endpoint: Endpoint,
        as type: Value.Type = Value.self
    ) async throws(RESTError) -> Value {
        try await fetch(endpoint, query: [], as: Value.self)
    }

    /// Fetches `endpoint` with `query` added, after the permission check of ``fetch(_:as:)``: the one path of every
    /// typed call.
    func fetch<Value: Decodable & Sendable>(
        _ endpoint: Endpoint,
        query: [URLQueryItem],
        as type: Value.Type = Value.self
    ) async throws(RESTError) -> Value {
        try await checkPermissions(for: endpoint)
        let needed = endpoint.requiredPermissions
        let session = get(endpoint: endpoint).query(query)
        do {
            return try await session.decode(type: Value.self)
        } catch let error where needed.isEmpty == false && Self.isTransientInvalidKey(error) {
            return try await session.cachePolicy(.reload).decode(type: Value.self)
        }
    }

    /// Checks, before anything is sent, that `endpoint` has a value for each `:name` segment and that the key has
    /// the permissions it needs (from `tokeninfo`, asked once per client).
    ///
    /// - Throws: `RESTError.invalidRequest` naming the missing permission or segment.
    func checkPermissions(for endpoint: Endpoint) async throws(RESTError) {
        if case .route(let route, let values) = endpoint { _ = try route.filled(with: values) }
        let needed = endpoint.requiredPermissions
        guard !needed.isEmpty else { return }
        let token = try await tokenInfo()
        let missing = needed.filter { !token.permissions.contains($0) }
        guard missing.isEmpty else {
            let names = missing.map(\.rawValue).joined(separator: "\", \"")
            let key = token.name
            throw .invalidRequest(
                reason: "\(endpoint.path) needs the API key permission \"\(names)\", which the key \"\(key)\" lacks")
        }
    }

    /// Every object of `route` in one request, `?ids=all`, after the permission check of ``fetch(_:as:)``.
    ///
    /// ```swift
    /// let characters = try await gw2.fetch(all: .characters, as: GuildWars2.Character.self)
    /// ```
    /// - Throws: `RESTError.invalidRequest` before anything is sent when the route does not answer `ids=all`
    ///   (``Route/allowsAllIDs``; ask for ids in bulk with ``fetch(_:ids:as:maxConcurrentRequests:)``) or the key
    ///   lacks a permission; any `RESTError` of the request.
    public func fetch<Value: Decodable & Sendable>(
        all route: Route,
        as type: Value.Type = Value.self
    ) async throws(RESTError) -> [Value] {
        guard route.allowsAllIDs else {
            throw .invalidRequest(reason: Self.noAllIDs(route.path))
        }
        return try await fetch(.route(route), query: [URLQueryItem(name: "ids", value: "all")], as: [Value].self)
    }

    /// What the client's API key may do, from `/v2/tokeninfo`, asked once per client.
    ///
    /// - Throws: `RESTError.httpStatus` 401 without a valid key.
    public func tokenInfo() async throws(RESTError) -> TokenInfo {
        if let known = await tokenCache.info { return known }
        let info: TokenInfo
        do {
            info = try await get(endpoint: .tokenInfo).decode(type: TokenInfo.self)
        } catch let error where Self.isTransientInvalidKey(error) {
            info = try await get(endpoint: .tokenInfo).cachePolicy(.reload).decode(type: TokenInfo.self)
        }
        await tokenCache.remember(info)
        return info
    }

    /// Whether `error` is the API's "Invalid access token" answer, which it sometimes gives a good key.
    static func isTransientInvalidKey(_ error: RESTError) -> Bool {
        guard case .httpStatus(let failure) = error, [400, 401].contains(failure.statusCode) else { return false }
        let text = (failure.apiError as? APIError)?.text.lowercased() ?? ""
        return text.contains("invalid access token") || text.contains("invalid key")
    }
}

/// The token information of one client, fetched once.
actor TokenInfoCache {
    private(set) var info: GuildWars2.TokenInfo?

    func remember(_ info: GuildWars2.TokenInfo) {
        self.info = info
    }
}
