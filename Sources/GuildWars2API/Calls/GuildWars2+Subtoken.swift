// GuildWars2.createSubtoken: a subtoken with typed permissions, an expiry and optional URLs, checked before sending.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Makes a subtoken of the client's key that may do `permissions` until `expiry`, and only call `urls` if given.
    ///
    /// ```swift
    /// let sub = try await gw2.createSubtoken(
    ///     permissions: [.account, .inventories], expiry: .now.addingTimeInterval(3600),
    ///     urls: ["/v2/account/bank"])
    /// let limited = try GuildWars2(accessToken: sub.token)
    /// ```
    /// The key itself needs every permission it hands on; that is checked against `tokeninfo` first.
    /// - Parameters:
    ///   - permissions: What the subtoken may do; at least one, and only permissions the key has.
    ///   - expiry: When it stops working; must be in the future.
    ///   - urls: The only paths it may call, each starting with `/v2/`, such as `/v2/characters/Taimi/inventory`.
    ///   - now: The present, to compare `expiry` with.
    /// - Returns: The subtoken, a secret that never shows in text.
    /// - Throws: `RESTError.invalidRequest` before anything is sent when `expiry` is not in the future, no
    ///   permission is given, a URL does not start with `/v2/`, or the key lacks one of `permissions`; any
    ///   `RESTError` of the request.
    public func createSubtoken(
        permissions: [TokenInfo.Permission],
        expiry: Date,
        urls: [String]? = nil,
        now: Date = Date()
    ) async throws(RESTError) -> Subtoken {
        guard expiry > now else {
            throw .invalidRequest(
                reason: "createsubtoken needs an expiry in the future, not \(ISO8601Timestamp.string(from: expiry))")
        }
        guard !permissions.isEmpty else {
            throw .invalidRequest(reason: "createsubtoken needs at least one permission")
        }
        if let wrong = urls?.first(where: { !$0.hasPrefix("/v2/") }) {
            throw .invalidRequest(reason: "createsubtoken URLs start with /v2/, not \(wrong)")
        }
        try await requirePermissions(Self.distinct([.account] + permissions), for: Endpoint.createSubtoken.template)
        var query = [
            URLQueryItem(name: "permissions", value: permissions.map(\.rawValue).joined(separator: ",")),
            URLQueryItem(name: "expire", value: ISO8601Timestamp.string(from: expiry)),
        ]
        if let urls { query.append(URLQueryItem(name: "urls", value: urls.joined(separator: ","))) }
        return try await fetch(.createSubtoken, query: query)
    }

    private static func distinct(_ permissions: [TokenInfo.Permission]) -> [TokenInfo.Permission] {
        var seen = Set<TokenInfo.Permission>()
        return permissions.filter { seen.insert($0).inserted }
    }
}
