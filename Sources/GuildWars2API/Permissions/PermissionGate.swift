// PermissionGate: the one check, as a request leaves, that its route has every path value and its key every permission.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The adapter every ``GuildWars2`` client runs last, so that a typed call, `gw2.get(endpoint:)` and the core
/// client's `get(endpoint:)` refuse the same requests before anything is sent.
///
/// It refuses a path that still holds a `:name` segment, and a route of ``GuildWars2/Endpoint/all`` whose
/// permissions beyond `account` (which every key has) the request's key lacks — its `tokeninfo`, asked once per key
/// through a client without this gate.
/// A request without a key to a keyed route is refused too, unless it names one in `access_token`, which the API
/// judges itself. Refusals are `RESTError.invalidRequest`, one line each.
struct PermissionGate: RequestAdapter {
    /// The client that asks `tokeninfo`: the face's own, without this gate.
    let tokenClient: RESTClient
    /// What each key may do, asked once.
    let tokens: TokenInfoCache

    func adapt(_ request: URLRequest) async throws -> URLRequest {
        guard let url = request.url, let path = Self.routePath(of: url) else { return request }
        if let unfilled = path.split(separator: "/").first(where: { $0.hasPrefix(":") }) {
            throw RESTError.invalidRequest(reason: "the route \(path) needs a value for \(unfilled)")
        }
        guard let route = RouteIndex.shared.route(matching: path), route.needsKey, route != .tokenInfo else {
            return request
        }
        guard let authorization = request.value(forHTTPHeaderField: "Authorization") else {
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            if query.contains(where: { $0.name == "access_token" }) { return request }
            throw RESTError.invalidRequest(
                reason: "\(route.template) needs an API key: give one with GuildWars2(accessToken:)")
        }
        // Every key has `account`: only a route that needs more is worth asking `tokeninfo` about.
        guard route.permissions.contains(where: { $0 != .account }) else { return request }
        let token = try await tokens.info(for: authorization) {
            try await GuildWars2.fetchTokenInfo(with: tokenClient)
        }
        if let refusal = GuildWars2.refusal(of: route.template, needing: route.permissions, from: token) {
            throw refusal
        }
        return request
    }

    /// The path under `/v2/`, or `nil` for a URL outside it.
    static func routePath(of url: URL) -> String? {
        guard let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath else { return nil }
        guard let range = path.range(of: "/v2/") else { return path.hasSuffix("/v2") ? "" : nil }
        return String(path[range.upperBound...])
    }
}

/// The routes of ``GuildWars2/Endpoint/all`` by path, for the gate: exact paths in a dictionary, templates with
/// `:name` segments matched segment by segment.
struct RouteIndex: Sendable {
    static let shared = RouteIndex(GuildWars2.Endpoint.all)

    private let exact: [String: GuildWars2.Endpoint]
    private let templated: [(parts: [Substring], route: GuildWars2.Endpoint)]

    init(_ routes: [GuildWars2.Endpoint]) {
        var exact: [String: GuildWars2.Endpoint] = [:]
        var templated: [(parts: [Substring], route: GuildWars2.Endpoint)] = []
        for route in routes {
            if route.template.contains(":") {
                templated.append((route.template.split(separator: "/"), route))
            } else {
                exact[route.template] = exact[route.template] ?? route
            }
        }
        self.exact = exact
        self.templated = templated
    }

    /// The listed route `path` (already filled, percent-escaped) belongs to, if any.
    func route(matching path: String) -> GuildWars2.Endpoint? {
        if let route = exact[path] { return route }
        let parts = path.split(separator: "/")
        return templated.first { candidate in
            candidate.parts.count == parts.count
                && zip(candidate.parts, parts).allSatisfy { $0.hasPrefix(":") || $0 == $1 }
        }?.route
    }
}

/// What each API key may do, fetched once per key (by its `Authorization` value) and remembered; callers that
/// ask at once share one request, and a failed request is forgotten so the next caller asks again.
actor TokenInfoCache {
    private var infos: [String: Task<GuildWars2.TokenInfo, any Error>] = [:]

    /// The token information of `authorization`, fetched with `fetch` the first time.
    func info(
        for authorization: String, fetch: @escaping @Sendable () async throws -> GuildWars2.TokenInfo
    ) async throws -> GuildWars2.TokenInfo {
        if let known = infos[authorization] { return try await known.value }
        let asking = Task { try await fetch() }
        infos[authorization] = asking
        do {
            return try await asking.value
        } catch {
            infos[authorization] = nil
            throw error
        }
    }
}
