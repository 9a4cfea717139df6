// The guild routes of /v2: public guild data, search, and a guild's own data behind a leader's key.
import Foundation

extension GuildWars2.Endpoint {
    /// `guild/permissions`: the permissions a guild rank can have.
    public static let guildPermissions = Self("guild/permissions", allowsAllIDs: true)
    /// `guild/search?name=`: a guild's id by its name.
    public static let guildSearch = Self("guild/search")
    /// `guild/upgrades`: the guild hall upgrades and decorations.
    public static let guildUpgrades = Self("guild/upgrades", allowsAllIDs: true)
    /// `guild/:id`: a guild's name, tag and emblem (more with a member's key).
    public static let guild = Self("guild/:id")
    /// `guild/:id/log`: the last 100 events (leader's key).
    public static let guildLog = keyed("guild/:id/log", .guilds)
    /// `guild/:id/members` (leader's key).
    public static let guildMembers = keyed("guild/:id/members", .guilds)
    /// `guild/:id/ranks` (leader's key).
    public static let guildRanks = keyed("guild/:id/ranks", .guilds)
    /// `guild/:id/stash`: the guild bank (leader's key).
    public static let guildStash = keyed("guild/:id/stash", .guilds)
    /// `guild/:id/storage`: the guild hall storage (leader's key).
    public static let guildStorage = keyed("guild/:id/storage", .guilds)
    /// `guild/:id/teams`: the PvP teams (leader's key).
    public static let guildTeams = keyed("guild/:id/teams", .guilds)
    /// `guild/:id/treasury`: the upgrade materials deposited (leader's key).
    public static let guildTreasury = keyed("guild/:id/treasury", .guilds)
    /// `guild/:id/upgrades`: the upgrades built (leader's key).
    public static let guildBuiltUpgrades = keyed("guild/:id/upgrades", .guilds)

    /// The guild routes.
    public static var guildRoutes: [Self] {
        [
            guildPermissions, guildSearch, guildUpgrades, guild, guildLog, guildMembers, guildRanks, guildStash,
            guildStorage, guildTeams, guildTreasury, guildBuiltUpgrades,
        ]
    }
}
