// GuildWars2's typed calls for a guild's own data, behind a leader's key with the guilds permission.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The guild's last 100 log events, newest first, or only those after the event `since` (`guild/:id/log`).
    ///
    /// Every call here needs a key with `guilds` from the guild's leader; the permission is checked before the call.
    /// - Throws: `RESTError.invalidRequest` naming the missing permission before anything is sent; `httpStatus`
    ///   403 when the key is not the leader's; any other `RESTError` of the request.
    public func guildLog(of guildID: String, since: Int? = nil) async throws(RESTError) -> [GuildLogEntry] {
        let query = since.map { [URLQueryItem(name: "since", value: String($0))] } ?? []
        return try await fetch(.guildLog.filled(with: guildID), query: query)
    }

    /// The guild's members and their ranks (`guild/:id/members`).
    public func guildMembers(of guildID: String) async throws(RESTError) -> [GuildMember] {
        try await fetch(.guildMembers.filled(with: guildID))
    }

    /// The guild's ranks, in order (`guild/:id/ranks`).
    public func guildRanks(of guildID: String) async throws(RESTError) -> [GuildRank] {
        try await fetch(.guildRanks.filled(with: guildID))
    }

    /// The guild bank's sections (`guild/:id/stash`).
    public func guildStash(of guildID: String) async throws(RESTError) -> [GuildStashSection] {
        try await fetch(.guildStash.filled(with: guildID))
    }

    /// The guild hall's stored consumables, by guild consumable id (`guild/:id/storage`).
    public func guildStorage(of guildID: String) async throws(RESTError) -> [ItemStack] {
        try await fetch(.guildStorage.filled(with: guildID))
    }

    /// The items deposited for upgrades, and which upgrades need them (`guild/:id/treasury`).
    public func guildTreasury(of guildID: String) async throws(RESTError) -> [GuildTreasuryItem] {
        try await fetch(.guildTreasury.filled(with: guildID))
    }

    /// The guild's PvP teams, their records, recent games and seasons (`guild/:id/teams`).
    public func guildTeams(of guildID: String) async throws(RESTError) -> [GuildTeam] {
        try await fetch(.guildTeams.filled(with: guildID))
    }

    /// The ids of the upgrades the guild built (`guild/:id/upgrades`; details in `/v2/guild/upgrades`).
    public func guildBuiltUpgrades(of guildID: String) async throws(RESTError) -> [Int] {
        try await fetch(.guildBuiltUpgrades.filled(with: guildID))
    }
}
