// A World vs. World objective's static data from /v2/wvw/objectives: name, map, place and upgrades.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A World vs. World objective from `/v2/wvw/objectives`: where it is and what it is, not who holds it (that
    /// is ``WvWMatch/Objective``, in a match).
    ///
    /// Spawns and mercenary camps have no `coord` and `marker`; objectives without upgrades no `upgrade_id`.
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct WvWObjective: Codable, Sendable, Hashable, Identifiable {
        /// The objective id: map id and objective number, such as `38-9`.
        public let id: String
        /// The name, in the requested language.
        public let name: String
        /// The map sector it lies in (`/v2/continents/…/sectors`).
        public let sectorID: Int
        /// What kind of objective it is.
        public let type: WvWMatch.ObjectiveKind
        /// Which map it lies on.
        public let mapType: WvWMatch.MapKind
        /// The map id (`/v2/maps`).
        public let mapID: Int
        /// Its upgrades (`/v2/wvw/upgrades`), if it has any.
        public let upgradeID: Int?
        /// Its position on the continent: x, y and z.
        public let coord: [Double]?
        /// Where the map draws its label: x and y.
        public let labelCoord: [Double]?
        /// The map marker's URL.
        public let marker: URL?
        /// The chat link, such as `[&DAkAAAAmAAAA]`.
        public let chatLink: String

        enum CodingKeys: String, CodingKey {
            case id, name, type, coord, marker
            case sectorID = "sector_id"
            case mapType = "map_type"
            case mapID = "map_id"
            case upgradeID = "upgrade_id"
            case labelCoord = "label_coord"
            case chatLink = "chat_link"
        }
    }
}
