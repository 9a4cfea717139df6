// GuildWars2.Endpoint: one route of /v2 — its path, the key permissions it needs — filled and selected per request.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A route of the GW2 API v2: the one way to name one, whichever call sends it.
    ///
    /// Every route the API lists has a constant (``all``), grouped as the wiki groups them; a route's `:name`
    /// segments are filled with ``filled(with:)``, and the few selections the API offers by query have a function:
    /// ```swift
    /// let build = try await gw2.get(endpoint: .build).decode(type: GuildWars2.Build.self)
    /// let item = try await gw2.get(endpoint: .item(id: 19684)).decode(type: GuildWars2.Item.self)
    /// let bags = try await gw2.get(endpoint: .characterInventory.filled(with: "Zojja"))
    ///     .decode(type: GuildWars2.CharacterInventory.self)
    /// ```
    /// Whichever call sends it — a typed call such as ``GuildWars2/account()``, ``GuildWars2/get(endpoint:)``, or
    /// the core client's `get(endpoint:)` — the request carries the client's language and schema version, and is
    /// refused before it is sent when a `:name` segment has no value or the key lacks a permission the route needs
    /// (checked against `tokeninfo`, asked once per key). A route this face does not list is described with
    /// ``init(_:permissions:allowsAllIDs:)``.
    public struct Endpoint: Sendable, Hashable, CustomStringConvertible {
        /// The path under `v2`, `:name` marking a segment filled per request, such as `characters/:name/inventory`.
        public let template: String
        /// The permissions the API key needs, `account` first; empty for public routes.
        public let permissions: [TokenInfo.Permission]
        /// Whether the route answers `?ids=all`.
        public let allowsAllIDs: Bool
        /// The values of the template's `:name` segments, in order.
        public private(set) var values: [String] = []
        /// The query items that select one object or a search, such as `id=19684`.
        public private(set) var queryItems: [URLQueryItem] = []

        /// Describes a route: its path under `v2` (`:name` marks a segment), the permissions its key needs and
        /// whether it answers `?ids=all`.
        public init(_ template: String, permissions: [TokenInfo.Permission] = [], allowsAllIDs: Bool = false) {
            self.template = template.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            self.permissions = permissions
            self.allowsAllIDs = allowsAllIDs
        }

        /// The route with its `:name` segments given `values`, in order, each percent-escaped when sent.
        ///
        /// A wrong number of values is refused when the request is started, with `RESTError.invalidRequest`
        /// naming the segment: nothing is sent.
        public func filled(with values: String...) -> Endpoint {
            var endpoint = self
            endpoint.values = values
            return endpoint
        }

        /// The route asking for `value` of the query item `name`, such as `id=19684` or `input=19684`.
        public func selecting(_ name: String, _ value: String) -> Endpoint {
            var endpoint = self
            endpoint.queryItems.append(URLQueryItem(name: name, value: value))
            return endpoint
        }

        /// The path under `v2`: the template with its segments filled, or the template itself while a value is
        /// missing (such a request is refused before it is sent).
        public var path: String { (try? filledPath()) ?? template }

        /// The template with its `:name` segments replaced by ``values``, in order, each percent-escaped.
        ///
        /// - Throws: `RESTError.invalidRequest` naming the segment without a value, or saying how many values the
        ///   route takes.
        public func filledPath() throws(RESTError) -> String {
            var remaining = values[...]
            var parts: [String] = []
            for part in template.split(separator: "/") {
                guard part.hasPrefix(":") else {
                    parts.append(String(part))
                    continue
                }
                guard let value = remaining.popFirst() else {
                    throw .invalidRequest(reason: "the route \(template) needs a value for \(part)")
                }
                parts.append("\(segment: value)")
            }
            guard remaining.isEmpty else {
                throw .invalidRequest(
                    reason: "the route \(template) takes \(values.count - remaining.count) values, not \(values.count)")
            }
            return parts.joined(separator: "/")
        }

        /// The template.
        public var description: String { template }

        /// Whether the route needs an API key.
        public var needsKey: Bool { !permissions.isEmpty }

        /// Every route of `/v2` this face lists, by area; the routes of the API's index it leaves out, and why, are
        /// in the catalog's "Routes" article.
        public static var all: [Endpoint] {
            accountRoutes + characterRoutes + contentRoutes + guildRoutes + commerceRoutes + pvpRoutes + wvwRoutes
        }
    }
}

extension GuildWars2.Endpoint {
    /// `items?id=<id>`.
    public static func item(id: Int) -> Self { items.selecting("id", String(id)) }
    /// `worlds?id=<id>`.
    public static func world(id: Int) -> Self { worlds.selecting("id", String(id)) }
    /// `recipes?id=<id>`.
    public static func recipe(id: Int) -> Self { recipes.selecting("id", String(id)) }
    /// `recipes/search?input=<item>`: the ids of the recipes that use an item.
    public static func recipesUsing(itemID: Int) -> Self { recipeSearch.selecting("input", String(itemID)) }
    /// `recipes/search?output=<item>`: the ids of the recipes that make an item.
    public static func recipesMaking(itemID: Int) -> Self { recipeSearch.selecting("output", String(itemID)) }
    /// `wvw/matches?id=<id>`, such as `1-1`.
    public static func wvwMatch(id: String) -> Self { wvwMatches.selecting("id", id) }
    /// `wvw/matches?world=<world>`: the match a world (or a 2024 team) plays in.
    public static func wvwMatchOfWorld(_ world: Int) -> Self { wvwMatches.selecting("world", String(world)) }
    /// `commerce/prices?id=<item>`.
    public static func price(itemID: Int) -> Self { prices.selecting("id", String(itemID)) }
    /// `commerce/listings?id=<item>`.
    public static func listing(itemID: Int) -> Self { listings.selecting("id", String(itemID)) }
    /// `achievements?id=<id>`.
    public static func achievement(id: Int) -> Self { achievements.selecting("id", String(id)) }
    /// `skins?id=<id>`.
    public static func skin(id: Int) -> Self { skins.selecting("id", String(id)) }
}
