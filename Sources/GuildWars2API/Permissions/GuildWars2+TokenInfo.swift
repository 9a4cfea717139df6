// GuildWars2's key calls: what the key may do (tokeninfo), the typed fetch every call shares, and ids=all.
import Foundation
import RESTChain

extension GuildWars2 {
    /// What the client's API key may do, from `/v2/tokeninfo`, asked once per key and remembered.
    ///
    /// - Throws: `RESTError.invalidRequest` when the client has no key; `RESTError.httpStatus` 401 for a key the
    ///   API does not know.
    public func tokenInfo() async throws(RESTError) -> TokenInfo {
        guard let authorization = client.configuration.headers["Authorization"] else {
            throw .invalidRequest(reason: "tokeninfo needs an API key: give one with GuildWars2(accessToken:)")
        }
        let tokenClient = client
        do {
            return try await tokenCache.info(for: authorization) {
                try await GuildWars2.fetchTokenInfo(with: tokenClient)
            }
        } catch {
            throw RESTError(error)
        }
    }

    /// `tokeninfo` through `client`, a transient "invalid key" answer retried once past the cache.
    static func fetchTokenInfo(with client: RESTClient) async throws(RESTError) -> TokenInfo {
        let session = client.get(endpoint: Endpoint.tokenInfo)
        do {
            return try await session.decode(type: TokenInfo.self)
        } catch let error where isTransientInvalidKey(error) {
            return try await session.cachePolicy(.reload).decode(type: TokenInfo.self)
        }
    }

    /// Fetches and decodes `endpoint` with `query` added: the one path of every typed call.
    ///
    /// The permission check is the client's (every request passes it); what this adds is the retry, once and
    /// past the cache, of the "Invalid access token" answer the API sometimes gives a good key.
    func fetch<Value: Decodable & Sendable>(
        _ endpoint: Endpoint,
        query: [URLQueryItem] = [],
        as type: Value.Type = Value.self
    ) async throws(RESTError) -> Value {
        let session = get(endpoint: endpoint).query(query)
        do {
            return try await session.decode(type: Value.self)
        } catch let error where endpoint.needsKey && Self.isTransientInvalidKey(error) {
            return try await session.cachePolicy(.reload).decode(type: Value.self)
        }
    }

    /// Every object of `endpoint` in one request, `?ids=all`.
    ///
    /// ```swift
    /// let characters = try await gw2.fetch(all: .characters, as: GuildWars2.Character.self)
    /// ```
    /// - Throws: `RESTError.invalidRequest` before anything is sent when the route does not answer `ids=all`
    ///   (``Endpoint/allowsAllIDs``; ask for ids in bulk with ``fetch(ids:as:from:maxConcurrentRequests:)``),
    ///   a `:name` segment has no value or the key lacks a permission; any `RESTError` of the request.
    public func fetch<Value: Decodable & Sendable>(
        all endpoint: Endpoint,
        as type: Value.Type = Value.self
    ) async throws(RESTError) -> [Value] {
        guard endpoint.allowsAllIDs else {
            throw .invalidRequest(reason: Self.noAllIDs(endpoint.template))
        }
        return try await fetch(endpoint, query: [URLQueryItem(name: "ids", value: "all")], as: [Value].self)
    }

    /// Checks that the client's key has `permissions`, which a request to `route` needs beyond the route's own
    /// (a subtoken's permissions, for one).
    ///
    /// - Throws: `RESTError.invalidRequest` naming the permissions the key lacks.
    func requirePermissions(_ permissions: [TokenInfo.Permission], for route: String) async throws(RESTError) {
        if let refusal = Self.refusal(of: route, needing: permissions, from: try await tokenInfo()) { throw refusal }
    }

    /// The error that refuses `route` to a key without every one of `permissions`, naming those it lacks; `nil`
    /// when the key has them all.
    static func refusal(
        of route: String, needing permissions: [TokenInfo.Permission], from token: TokenInfo
    ) -> RESTError? {
        let missing = permissions.filter { !token.permissions.contains($0) }
        guard !missing.isEmpty else { return nil }
        let names = missing.map(\.rawValue).joined(separator: "\", \"")
        return .invalidRequest(
            reason: "\(route) needs the API key permission \"\(names)\", which the key \"\(token.name)\" lacks")
    }

    /// Whether `error` is the API's "Invalid access token" answer, which it sometimes gives a good key.
    static func isTransientInvalidKey(_ error: RESTError) -> Bool {
        guard case .httpStatus(let failure) = error, [400, 401].contains(failure.statusCode) else { return false }
        let text = (failure.apiError as? APIError)?.text.lowercased() ?? ""
        return text.contains("invalid access token") || text.contains("invalid key")
    }
}
