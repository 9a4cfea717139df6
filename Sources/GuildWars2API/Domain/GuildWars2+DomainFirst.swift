// GuildWars2's domain-first call: pass a type to learn what exists; its ids then go to the one bulk call.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Every id of `type` the API lists, as references without details (one request).
    ///
    /// ```swift
    /// let items = try await gw2.fetch(GuildWars2.Item.self)     // 67 280 references
    /// let details = try await gw2.fetch(ids: items.prefix(1000).map(\.id), as: GuildWars2.Item.self)
    /// ```
    /// A route that takes a client-wide restriction (``restricted(world:)``) gets it: with a world set,
    /// `fetch(GuildWars2.WvWMatch.self)` gives that world's match only, details included.
    /// - Throws: `RESTError` when the request fails.
    public func fetch<Model: GuildWars2Object>(_ type: Model.Type) async throws(RESTError) -> [Reference<Model>] {
        let restriction = restrictions.queryItems(for: Model.endpoint)
        guard restriction.isEmpty else {
            let model = try await get(endpoint: Model.endpoint).query(restriction).decode(type: Model.self)
            return [Reference(id: model.id, details: model)]
        }
        let ids = try await get(endpoint: Model.endpoint).decode(type: [Model.ID].self)
        return ids.map { Reference(id: $0) }
    }
}
