// GuildWars2Object: a model the domain-first calls know: the route of its ids, and the objects it needs.
import Foundation
import RESTChain

/// A GW2 model with an id that the domain-first calls know: the route that lists its ids and answers `?ids=`,
/// and the other objects it needs to make sense.
///
/// ```swift
/// let items = try await gw2.fetch(GuildWars2.Item.self)                 // every id, no details yet
/// let details = try await gw2.fetch(ids: items.prefix(500).map(\.id), as: GuildWars2.Item.self)
/// ```
public protocol GuildWars2Object: Decodable, Sendable, Identifiable
where ID: Codable & Sendable & Hashable & CustomStringConvertible {
    /// The route that lists every id and answers `?ids=`.
    static var endpoint: GuildWars2.Endpoint { get }
    /// The objects this one needs, such as a recipe's items; none by default.
    var requiredObjects: [GuildWars2.Requirement] { get }
}

extension GuildWars2Object {
    /// No required objects.
    public var requiredObjects: [GuildWars2.Requirement] { [] }
}

extension GuildWars2 {
    /// An object another one needs, by kind and id: a recipe needs its output and ingredient items.
    public enum Requirement: Sendable, Hashable {
        /// An item.
        case item(Int)
        /// A skin.
        case skin(Int)
        /// A currency.
        case currency(Int)
        /// A world.
        case world(Int)
    }

    /// A lightweight value for one object: its id, and its details once fetched.
    ///
    /// ``GuildWars2/fetch(_:)`` gives one per id the API lists; their ids go to
    /// ``GuildWars2/fetch(ids:as:from:maxConcurrentRequests:)`` for the details in bulk.
    public struct Reference<Model: GuildWars2Object>: Sendable, Identifiable, Hashable {
        /// The object's id.
        public let id: Model.ID
        /// The object, once fetched.
        public var details: Model?

        /// A reference to the object with `id`, not fetched yet.
        public init(id: Model.ID, details: Model? = nil) {
            self.id = id
            self.details = details
        }

        /// References are equal when their ids are.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

        /// Hashes the id.
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
}

extension GuildWars2.Item: GuildWars2Object {
    /// `items`.
    public static var endpoint: GuildWars2.Endpoint { .items }
    /// The default skin and the items it upgrades from and into.
    public var requiredObjects: [GuildWars2.Requirement] {
        (defaultSkin.map { [.skin($0)] } ?? []) + ((upgradesFrom ?? []) + (upgradesInto ?? [])).map { .item($0.itemID) }
    }
}

extension GuildWars2.Recipe: GuildWars2Object {
    /// `recipes`.
    public static var endpoint: GuildWars2.Endpoint { .recipes }
    /// The output item, and each ingredient: an item or a currency.
    public var requiredObjects: [GuildWars2.Requirement] {
        [.item(outputItemID)]
            + ingredients.compactMap { ingredient in
                switch ingredient.type {
                case .item: .item(ingredient.id)
                case .currency: .currency(ingredient.id)
                default: nil
                }
            }
    }
}

extension GuildWars2.Skin: GuildWars2Object {
    /// `skins`.
    public static var endpoint: GuildWars2.Endpoint { .skins }
}

extension GuildWars2.Achievement: GuildWars2Object {
    /// `achievements`.
    public static var endpoint: GuildWars2.Endpoint { .achievements }
}

extension GuildWars2.World: GuildWars2Object {
    /// `worlds`.
    public static var endpoint: GuildWars2.Endpoint { .worlds }
}

extension GuildWars2.Currency: GuildWars2Object {
    /// `currencies`.
    public static var endpoint: GuildWars2.Endpoint { .currencies }
}

extension GuildWars2.WvWMatch: GuildWars2Object {
    /// `wvw/matches`.
    public static var endpoint: GuildWars2.Endpoint { .wvwMatches }
    /// Every world of the match.
    public var requiredObjects: [GuildWars2.Requirement] {
        (allWorlds.red + allWorlds.green + allWorlds.blue).map { .world($0) }
    }
}

extension GuildWars2.Price: GuildWars2Object {
    /// `commerce/prices`.
    public static var endpoint: GuildWars2.Endpoint { .prices }
    /// The item priced.
    public var requiredObjects: [GuildWars2.Requirement] { [.item(id)] }
}

extension GuildWars2.Listing: GuildWars2Object {
    /// `commerce/listings`.
    public static var endpoint: GuildWars2.Endpoint { .listings }
    /// The item listed.
    public var requiredObjects: [GuildWars2.Requirement] { [.item(id)] }
}
