// A floor of a continent from /v2/continents/:id/floors, with its regions and their maps.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A floor of a continent, from `/v2/continents/:id/floors`: everything the world map shows on it.
    ///
    /// A floor holds its regions by id, a region its maps, a map its points of interest, tasks (renown hearts),
    /// sectors, skill challenges (hero points) and mastery points. Each level is a route of its own too
    /// (`continents/1/floors/1/regions/4/maps/15/sectors`…, ``Endpoint/continentSectors`` and its siblings) that
    /// answers the same shapes by id. Coordinates are `[x, y]` and rectangles two corners, in continent
    /// coordinates unless said otherwise. Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct ContinentFloor: Codable, Sendable, Hashable, Identifiable {
        /// The floor id.
        public let id: Int
        /// The texture's width and height.
        public let textureDims: [Int]
        /// The rectangle of textures the tile service has, when it has fewer than the whole floor.
        public let clampedView: [[Int]]?
        /// The regions on this floor, by id.
        public let regions: [Int: Region]

        enum CodingKeys: String, CodingKey {
            case id, regions
            case textureDims = "texture_dims"
            case clampedView = "clamped_view"
        }
    }
}

extension GuildWars2.ContinentFloor {
    /// A region of a floor, such as the Shiverpeak Mountains, with its maps.
    public struct Region: Codable, Sendable, Hashable, Identifiable {
        /// The region id (``GuildWars2/Map/regionID``).
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// Where the region's label goes.
        public let labelCoord: [Double]
        /// The region's rectangle.
        public let continentRect: [[Double]]
        /// The region's maps on this floor, by id.
        public let maps: [Int: Map]

        enum CodingKeys: String, CodingKey {
            case id, name, maps
            case labelCoord = "label_coord"
            case continentRect = "continent_rect"
        }
    }
}
