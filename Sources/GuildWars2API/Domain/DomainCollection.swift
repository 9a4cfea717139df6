// GuildWars2.DomainCollection: one area of the game fetched coherently (WvW, items, recipes with items, everything).
import Foundation
import RESTChain

extension GuildWars2 {
    /// An area of the game that makes sense fetched together, as Durmand Priory's collections.
    ///
    /// The seed also had events; GW2 API v2 has no events route, so there is no events collection.
    public enum DomainCollection: Sendable, Hashable, CaseIterable {
        /// Worlds, WvW objectives and their upgrades (with details), and WvW matches.
        case worldVsWorld
        /// Every item id.
        case items
        /// Every recipe id, and the item ids recipes use.
        case recipes
        /// Every collection above, fetched concurrently.
        case everything
    }

    /// What a collection fetch found: ids as references (details only where one request gives them all).
    public struct CollectionContents: Sendable {
        /// Every world, with details (`?ids=all`).
        public var worlds: [World] = []
        /// Every WvW match (restricted to the client's world or team, when set).
        public var matches: [Reference<WvWMatch>] = []
        /// Every WvW objective, with details (`?ids=all`), such as `38-6`.
        public var objectives: [WvWObjective] = []
        /// Every WvW objective upgrade, with details (`?ids=all`), by ``WvWObjective/upgradeID``.
        public var upgrades: [WvWUpgrade] = []
        /// Every item.
        public var items: [Reference<Item>] = []
        /// Every recipe.
        public var recipes: [Reference<Recipe>] = []
    }

    /// Fetches one area of the game coherently: the seed's `fetchCollection`.
    ///
    /// ```swift
    /// let wvw = try await gw2.fetch(collection: .worldVsWorld)
    /// let matches = try await gw2.fetch(ids: wvw.matches.map(\.id), as: GuildWars2.WvWMatch.self)
    /// ```
    /// Details stay a separate, explicit call, as in the seed: a collection never fetches every object's details.
    /// - Throws: `RESTError` when a request fails.
    public func fetch(collection: DomainCollection) async throws(RESTError) -> CollectionContents {
        var contents = CollectionContents()
        do {
            switch collection {
            case .worldVsWorld:
                async let worlds = get(endpoint: .worlds).query(ids: .all).decode(type: [World].self)
                async let matches = fetch(WvWMatch.self)
                async let objectives = fetch(all: .wvwObjectives, as: WvWObjective.self)
                async let upgrades = fetch(all: .wvwUpgrades, as: WvWUpgrade.self)
                (contents.worlds, contents.matches, contents.objectives, contents.upgrades) = try await (
                    worlds, matches, objectives, upgrades
                )
            case .items:
                contents.items = try await fetch(Item.self)
            case .recipes:
                async let recipes = fetch(Recipe.self)
                async let items = fetch(Item.self)
                (contents.recipes, contents.items) = try await (recipes, items)
            case .everything:
                async let wvw = fetch(collection: .worldVsWorld)
                async let recipes = fetch(collection: .recipes)
                let (area, catalogue) = try await (wvw, recipes)
                contents = area
                contents.recipes = catalogue.recipes
                contents.items = catalogue.items
            }
        } catch {
            throw RESTError(error)
        }
        return contents
    }
}
