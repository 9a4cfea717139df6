// GuildWars2.Resolved: objects fetched with the objects they require, linked by id.
import Foundation

extension GuildWars2 {
    /// What a domain fetch resolves besides the objects asked for.
    public enum Resolution: Sendable, Hashable {
        /// Every object the fetched ones require (``GuildWars2Object/requiredObjects``).
        case requiredObjects
    }

    /// The objects asked for, and the objects they require, by id.
    public struct Resolved<Model: GuildWars2Object>: Sendable {
        /// The objects asked for, in order, with the ids not found and the objects not readable.
        public let result: BulkResult<Model>
        /// The objects they require.
        public let related: RelatedObjects

        /// The objects asked for, in order.
        public var values: [Model] { result.values }
    }

    /// Objects other objects require, by id; an id the API did not know is absent.
    public struct RelatedObjects: Sendable {
        /// Items, by id.
        public let items: [Int: Item]
        /// Skins, by id.
        public let skins: [Int: Skin]
        /// Currencies, by id.
        public let currencies: [Int: Currency]
        /// Worlds, by id.
        public let worlds: [Int: World]
    }
}
