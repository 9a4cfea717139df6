// A map from /v2/maps: levels, floors, region, continent and where it lies on the continent.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A map from `/v2/maps`, such as Queensdale (15) or the Eternal Battlegrounds (38).
    ///
    /// Rectangles are two corners, `[[x1, y1], [x2, y2]]`: ``mapRect`` in map coordinates, ``continentRect`` in
    /// the continent's. Some maps belong to no region and omit the region fields. Shape from the wiki and a
    /// recorded response (Gw2Sharp's test files).
    public struct Map: Codable, Sendable, Hashable, Identifiable {
        /// The map id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The lowest level of the map's content.
        public let minLevel: Int
        /// The highest level of the map's content.
        public let maxLevel: Int
        /// The floor the map shows by default.
        public let defaultFloor: Int
        /// What kind of map it is.
        public let type: Kind
        /// The floors the map spans.
        public let floors: [Int]
        /// The region id, if the map belongs to one.
        public let regionID: Int?
        /// The region's name, in the requested language.
        public let regionName: String?
        /// The continent id: 1 is Tyria, 2 the Mists.
        public let continentID: Int?
        /// The continent's name, in the requested language.
        public let continentName: String?
        /// The map's rectangle in map coordinates.
        public let mapRect: [[Double]]
        /// The map's rectangle in continent coordinates.
        public let continentRect: [[Double]]

        enum CodingKeys: String, CodingKey {
            case id, name, type, floors
            case minLevel = "min_level"
            case maxLevel = "max_level"
            case defaultFloor = "default_floor"
            case regionID = "region_id"
            case regionName = "region_name"
            case continentID = "continent_id"
            case continentName = "continent_name"
            case mapRect = "map_rect"
            case continentRect = "continent_rect"
        }
    }
}

extension GuildWars2.Map {
    /// What kind of map a map is.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Public"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An open world map.
        public static let `public` = Kind(rawValue: "Public")
        /// An instance, such as a story step or a dungeon.
        public static let instance = Kind(rawValue: "Instance")
        /// A structured PvP map.
        public static let pvp = Kind(rawValue: "Pvp")
        /// The Eternal Battlegrounds.
        public static let center = Kind(rawValue: "Center")
        /// A WvW borderland of the red team.
        public static let redHome = Kind(rawValue: "RedHome")
        /// A WvW borderland of the green team.
        public static let greenHome = Kind(rawValue: "GreenHome")
        /// A WvW borderland of the blue team.
        public static let blueHome = Kind(rawValue: "BlueHome")
        /// The Edge of the Mists.
        public static let edgeOfTheMists = Kind(rawValue: "EdgeOfTheMists")
        /// A jumping puzzle map, such as the Obsidian Sanctum.
        public static let jumpPuzzle = Kind(rawValue: "JumpPuzzle")
        /// The tutorial.
        public static let tutorial = Kind(rawValue: "Tutorial")
        /// A map the API does not classify, such as Armistice Bastion.
        public static let unknown = Kind(rawValue: "Unknown")
    }
}
