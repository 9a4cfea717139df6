// A map on a continent floor, and what the world map shows on it: points of interest, hearts, sectors, hero points.
import Foundation
import RESTChain

extension GuildWars2.ContinentFloor {
    /// A map as a floor shows it, such as Dredgehaunt Cliffs (26), with what lies on it.
    ///
    /// The map's own details (type, floors, continent) are ``GuildWars2/Map``.
    public struct Map: Codable, Sendable, Hashable, Identifiable {
        /// The map id (``GuildWars2/Map/id``).
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The lowest level of the map's content.
        public let minLevel: Int
        /// The highest level of the map's content.
        public let maxLevel: Int
        /// The floor the map shows by default.
        public let defaultFloor: Int
        /// Where the map's label goes.
        public let labelCoord: [Double]?
        /// The map's rectangle in map coordinates.
        public let mapRect: [[Double]]
        /// The map's rectangle.
        public let continentRect: [[Double]]
        /// Landmarks, waypoints, vistas and unlocks, by id.
        public let pointsOfInterest: [Int: PointOfInterest]
        /// Renown hearts, by id.
        public let tasks: [Int: RenownTask]
        /// Hero points.
        public let skillChallenges: [SkillChallenge]
        /// Named areas, by id.
        public let sectors: [Int: Sector]
        /// Mastery insights; absent on maps recorded before the API listed them.
        public let masteryPoints: [MasteryPoint]?

        enum CodingKeys: String, CodingKey {
            case id, name, tasks, sectors
            case minLevel = "min_level"
            case maxLevel = "max_level"
            case defaultFloor = "default_floor"
            case labelCoord = "label_coord"
            case mapRect = "map_rect"
            case continentRect = "continent_rect"
            case pointsOfInterest = "points_of_interest"
            case skillChallenges = "skill_challenges"
            case masteryPoints = "mastery_points"
        }
    }

    /// A landmark, waypoint, vista or unlock on a map (`…/maps/:map/pois`).
    public struct PointOfInterest: Codable, Sendable, Hashable, Identifiable {
        /// The point's id.
        public let id: Int
        /// The name, in the requested language; vistas and some unlocks have none.
        public let name: String?
        /// What kind of point it is.
        public let type: Kind
        /// The floor it is on.
        public let floor: Int
        /// Where it is.
        public let coord: [Double]
        /// Its chat link, such as `[&BCoCAAA=]`.
        public let chatLink: String
        /// The icon of an unlock.
        public let icon: URL?

        enum CodingKeys: String, CodingKey {
            case id, name, type, floor, coord, icon
            case chatLink = "chat_link"
        }
    }

    /// A renown heart on a map (`…/maps/:map/tasks`).
    public struct RenownTask: Codable, Sendable, Hashable, Identifiable {
        /// The task id.
        public let id: Int
        /// What to do, in the requested language.
        public let objective: String
        /// The task's level.
        public let level: Int
        /// Where the heart is.
        public let coord: [Double]
        /// The outline of the task's area.
        public let bounds: [[Double]]
        /// Its chat link.
        public let chatLink: String

        enum CodingKeys: String, CodingKey {
            case id, objective, level, coord, bounds
            case chatLink = "chat_link"
        }
    }

    /// A hero point on a map; its id is text such as `0-29`.
    public struct SkillChallenge: Codable, Sendable, Hashable, Identifiable {
        /// The hero point id.
        public let id: String
        /// Where it is.
        public let coord: [Double]
    }

    /// A named area of a map (`…/maps/:map/sectors`), such as Tribulation Rift.
    public struct Sector: Codable, Sendable, Hashable, Identifiable {
        /// The sector id.
        public let id: Int
        /// The name, in the requested language; a few sectors have none.
        public let name: String?
        /// The sector's level.
        public let level: Int
        /// Where its label goes.
        public let coord: [Double]
        /// Its outline.
        public let bounds: [[Double]]
        /// Its chat link.
        public let chatLink: String

        enum CodingKeys: String, CodingKey {
            case id, name, level, coord, bounds
            case chatLink = "chat_link"
        }
    }

    /// A mastery insight on a map.
    public struct MasteryPoint: Codable, Sendable, Hashable, Identifiable {
        /// The mastery point id.
        public let id: Int
        /// Where it is.
        public let coord: [Double]
        /// The mastery region it counts for, such as `Tyria`.
        public let region: GuildWars2.Mastery.Region
    }
}

extension GuildWars2.ContinentFloor.PointOfInterest {
    /// What kind of point of interest a point is.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"waypoint"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A landmark.
        public static let landmark = Kind(rawValue: "landmark")
        /// A waypoint.
        public static let waypoint = Kind(rawValue: "waypoint")
        /// A vista.
        public static let vista = Kind(rawValue: "vista")
        /// An unlock, such as a dungeon entrance, with an icon.
        public static let unlock = Kind(rawValue: "unlock")
    }
}
