// A World vs. World team of the 2024 restructuring, from /v2/wvw/teams, and the region a team plays in.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A World vs. World team of the 2024 restructuring (World Restructuring), such as Moogooloo (11001).
    ///
    /// Since July 2024 accounts play WvW on teams instead of worlds: North American team ids are 11001 and up,
    /// European ones 12001 and up. `account/wvw` gives an account's team, ``GuildWars2/wvwGuilds(region:)`` each
    /// guild's, and ``GuildWars2/restricted(wvwTeam:)`` narrows the match views to one team's match.
    ///
    /// Not seen live: when this model was written the wiki said no API route names team ids yet and listed the
    /// names statically (on API:2/wvw/guilds/:region). The shape, an `id` and a `name`, follows that list and
    /// `/v2/worlds`, whose world ids the team ids replace.
    public struct WvWTeam: Codable, Sendable, Hashable, Identifiable {
        /// The team id, such as 11001.
        public let id: Int
        /// The team name, in the requested language.
        public let name: String

        /// The region the team plays in, from its id: 11xxx is North America, 12xxx Europe.
        public var region: ServerRegion? { ServerRegion(teamID: id) }
    }

    /// A region of the game's servers, as routes that take one spell it: `na` or `eu`.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones; string
    /// literals work too (`region: "eu"`).
    public struct ServerRegion: OpenEnum {
        /// The string the API uses, such as `"na"`.
        public let rawValue: String

        /// Wraps a string the API uses; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// North America.
        public static let northAmerica = ServerRegion(rawValue: "na")
        /// Europe.
        public static let europe = ServerRegion(rawValue: "eu")

        /// The region of a 2024 WvW team id (11xxx North America, 12xxx Europe), or `nil` for another id.
        public init?(teamID: Int) {
            switch teamID / 1000 {
            case 11: self = .northAmerica
            case 12: self = .europe
            default: return nil
            }
        }
    }
}
