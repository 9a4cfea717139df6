// The WvW team of each guild of a region, from /v2/wvw/guilds/:region.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The World vs. World team each guild of a region plays on, from `/v2/wvw/guilds/:region` (`na` or `eu`).
    ///
    /// The API answers one object whose keys are guild ids and whose values are team ids as text
    /// (`{"C3216090-…": "12002"}`); this model reads them as numbers and writes them back as text. Fetch it with
    /// ``GuildWars2/wvwGuilds(region:)``. Shape from the wiki's description and code that reads the live route.
    public struct WvWGuildTeams: Codable, Sendable, Hashable {
        /// The team id (``WvWTeam/id``) of each guild, by guild id.
        public let teamIDs: [String: Int]

        /// A map from guild ids to team ids.
        public init(teamIDs: [String: Int]) { self.teamIDs = teamIDs }

        /// The team of the guild with `guildID`, or `nil` when the guild has chosen none in this region.
        public subscript(guildID guildID: String) -> Int? { teamIDs[guildID] }

        /// The guilds on the team `teamID`, sorted by id.
        public func guilds(onTeam teamID: Int) -> [String] {
            teamIDs.filter { $0.value == teamID }.map(\.key).sorted()
        }

        /// Reads the object; a team id may be text (as the API sends it) or a number, and a guild whose team is
        /// `""` or `null` has none.
        ///
        /// - Throws: `DecodingError` when a value is text that is not a number.
        public init(from decoder: any Decoder) throws {
            let raw = try decoder.singleValueContainer().decode([String: LenientNumber].self)
            teamIDs = raw.compactMapValues(\.wrappedValue)
        }

        /// Writes the object as the API does, team ids as text.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(teamIDs.mapValues(String.init))
        }
    }
}
