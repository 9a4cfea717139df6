// A continent from /v2/continents: Tyria or the Mists, its size, zoom levels and floors.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A continent from `/v2/continents`: Tyria (1) or the Mists (2).
    ///
    /// Each continent has floors (``floors``); a floor holds its regions, their maps and the maps' points of
    /// interest, tasks, sectors, hero and mastery points (``ContinentFloor``):
    /// ```swift
    /// let tyria = try await gw2.fetch(ids: [1], as: GuildWars2.Continent.self)
    /// let surface = try await gw2.continentFloor(1, of: 1)
    /// ```
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Continent: Codable, Sendable, Hashable, Identifiable {
        /// The continent id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The width and height, in continent coordinates.
        public let continentDims: [Int]
        /// The lowest zoom level of the map tile service.
        public let minZoom: Int
        /// The highest zoom level of the map tile service.
        public let maxZoom: Int
        /// The floor ids (``ContinentFloor/id``), negative ones included.
        public let floors: [Int]

        enum CodingKeys: String, CodingKey {
            case id, name, floors
            case continentDims = "continent_dims"
            case minZoom = "min_zoom"
            case maxZoom = "max_zoom"
        }
    }
}

extension GuildWars2.Continent: GuildWars2Object {
    /// `continents`.
    public static var endpoint: GuildWars2.Endpoint { .continents }
}
