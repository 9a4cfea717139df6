// GuildWars2's typed calls for the world map and WvW teams: continent floors, and each guild's WvW team.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The floor ids of a continent (`continents/:id/floors`).
    ///
    /// - Throws: `RESTError.httpStatus` 404 for an unknown continent; any `RESTError` of the request.
    public func continentFloors(of continent: Int) async throws(RESTError) -> [Int] {
        try await fetch(.continentFloors.filled(with: String(continent)))
    }

    /// One floor of a continent, with its regions, maps and everything on them (`continents/:id/floors?id=`).
    ///
    /// ```swift
    /// let surface = try await gw2.continentFloor(1, of: 1)
    /// let queensdale = surface.regions[4]?.maps[15]
    /// ```
    /// - Throws: `RESTError.httpStatus` 404 for an unknown floor; any `RESTError` of the request.
    public func continentFloor(_ floor: Int, of continent: Int) async throws(RESTError) -> ContinentFloor {
        try await fetch(
            .continentFloors.filled(with: String(continent)), query: [URLQueryItem(name: "id", value: "\(floor)")])
    }

    /// Floors of a continent in bulk, in the order asked; unknown ones in ``BulkResult/missingIDs``.
    ///
    /// - Throws: any `RESTError` of the requests.
    public func continentFloors(_ floors: [Int], of continent: Int) async throws(RESTError) -> BulkResult<
        ContinentFloor
    > {
        try await fetch(ids: floors, from: .continentFloors.filled(with: String(continent)))
    }

    /// The WvW team of every guild of a region that has chosen one (`wvw/guilds/:region`).
    ///
    /// ```swift
    /// let teams = try await gw2.wvwGuilds(region: .europe)
    /// let mine = teams[guildID: "C3216090-F61D-EF11-BA1F-12061042B485"]     // 12002
    /// ```
    /// - Throws: any `RESTError` of the request.
    public func wvwGuilds(region: ServerRegion) async throws(RESTError) -> WvWGuildTeams {
        try await fetch(.wvwGuilds.filled(with: region.rawValue))
    }
}
