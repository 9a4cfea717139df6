// One map of a World vs. World match: scores, bonuses, objectives, kills and deaths.
import Foundation
import RESTChain

extension GuildWars2.WvWMatch {
    /// One of the four maps of a match.
    ///
    /// The map id refers to `/v2/maps` (38 is the Eternal Battlegrounds).
    public struct Map: Codable, Sendable, Hashable, Identifiable {
        /// The map id.
        public let id: Int
        /// Which of the four maps it is.
        public let type: MapKind
        /// The score of each team on this map.
        public let scores: GuildWars2.TeamValues<Int>
        /// The bonuses teams hold on this map.
        public let bonuses: [Bonus]
        /// The map's objectives and who holds them.
        public let objectives: [Objective]
        /// How many players of each team died on this map.
        public let deaths: GuildWars2.TeamValues<Int>
        /// How many enemy players each team killed on this map.
        public let kills: GuildWars2.TeamValues<Int>
    }
}

extension GuildWars2.WvWMatch {
    /// One of the four maps of a match.
    ///
    /// The API sends it as the map's `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct MapKind: OpenEnum {
        /// The string the API sends, such as `"Center"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The Eternal Battlegrounds.
        public static let center = MapKind(rawValue: "Center")
        /// The red borderlands.
        public static let redHome = MapKind(rawValue: "RedHome")
        /// The green borderlands.
        public static let greenHome = MapKind(rawValue: "GreenHome")
        /// The blue borderlands.
        public static let blueHome = MapKind(rawValue: "BlueHome")
        /// The Edge of the Mists (objectives only; it is no map of a match).
        public static let edgeOfTheMists = MapKind(rawValue: "EdgeOfTheMists")
    }
}

extension GuildWars2.WvWMatch {
    /// A bonus a team holds on a map, such as Bloodlust.
    ///
    /// Part of a ``Map``.
    public struct Bonus: Codable, Sendable, Hashable {
        /// The bonus.
        public let type: BonusKind
        /// The team that holds it.
        public let owner: GuildWars2.Team
    }
}

extension GuildWars2.WvWMatch {
    /// A bonus a team holds on a map.
    ///
    /// The API sends it as the bonus's `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct BonusKind: OpenEnum {
        /// The string the API sends, such as `"Bloodlust"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The borderlands' Bloodlust buff.
        public static let bloodlust = BonusKind(rawValue: "Bloodlust")
    }
}
