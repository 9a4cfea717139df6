// GuildWars2's typed calls for game content without ids: the dailies, guild search and a guild.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Today's daily achievements (`achievements/daily`).
    ///
    /// Game content with ids (colors, legends, PvP amulets…) is fetched domain first, such as
    /// `try await gw2.fetch(GuildWars2.Color.self)` and ``fetch(ids:as:from:maxConcurrentRequests:)``.
    /// - Throws: any `RESTError` of the request.
    public func dailyAchievements() async throws(RESTError) -> DailyAchievements {
        try await fetch(.dailyAchievements)
    }

    /// Tomorrow's daily achievements (`achievements/daily/tomorrow`).
    ///
    /// - Throws: any `RESTError` of the request.
    public func tomorrowsDailyAchievements() async throws(RESTError) -> DailyAchievements {
        try await fetch(.tomorrowsDailyAchievements)
    }

    /// The ids of the guilds named exactly `name` (`guild/search?name=`); usually one, empty when none is.
    ///
    /// ```swift
    /// let ids = try await gw2.guildSearch(name: "Durmand Priory")
    /// let guild = try await gw2.guild(id: ids[0])
    /// ```
    /// - Throws: any `RESTError` of the request.
    public func guildSearch(name: String) async throws(RESTError) -> [String] {
        try await fetch(.guildSearch, query: [URLQueryItem(name: "name", value: name)])
    }

    /// A guild by id (`guild/:id`): name, tag and emblem, and more with a member's key.
    ///
    /// - Throws: `RESTError.httpStatus` 404 for an unknown id; any `RESTError` of the request.
    public func guild(id: String) async throws(RESTError) -> Guild {
        try await fetch(.guild.filled(with: id))
    }
}
