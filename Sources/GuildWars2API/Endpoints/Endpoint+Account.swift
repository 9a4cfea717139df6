// The account routes of /v2: everything behind an API key about one account.
import Foundation

extension GuildWars2.Endpoint {
    static func keyed(_ path: String, _ extra: GuildWars2.TokenInfo.Permission...) -> Self {
        Self(path, permissions: [.account] + extra)
    }

    /// `account`.
    public static let account = keyed("account")
    /// `account/achievements`: progress on every achievement.
    public static let accountAchievements = keyed("account/achievements", .progression)
    /// `account/bank`.
    public static let accountBank = keyed("account/bank", .inventories)
    /// `account/buildstorage`: the slot ids, or the builds by `ids` (`ids=all` too).
    public static let accountBuildStorage = Self(
        "account/buildstorage", permissions: [.account, .builds], allowsAllIDs: true)
    /// `account/dailycrafting`: the time-gated crafts done today.
    public static let accountDailyCrafting = keyed("account/dailycrafting", .progression)
    /// `account/dungeons`: the dungeon paths done since the daily reset.
    public static let accountDungeons = keyed("account/dungeons", .progression)
    /// `account/dyes`.
    public static let accountDyes = keyed("account/dyes", .unlocks)
    /// `account/emotes`.
    public static let accountEmotes = keyed("account/emotes", .unlocks)
    /// `account/finishers`.
    public static let accountFinishers = keyed("account/finishers", .unlocks)
    /// `account/gliders`.
    public static let accountGliders = keyed("account/gliders", .unlocks)
    /// `account/home/cats`.
    public static let accountHomeCats = keyed("account/home/cats", .progression, .unlocks)
    /// `account/home/nodes`.
    public static let accountHomeNodes = keyed("account/home/nodes", .progression)
    /// `account/homestead/decorations`: each decoration the account placed and how many
    /// (``GuildWars2/HomesteadDecorationCount``).
    public static let accountHomesteadDecorations = keyed("account/homestead/decorations", .unlocks)
    /// `account/homestead/glyphs`: the ids of the glyphs the account unlocked, such as `forester_logging`.
    public static let accountHomesteadGlyphs = keyed("account/homestead/glyphs", .unlocks)
    /// `account/inventory`: the shared inventory slots.
    public static let accountInventory = keyed("account/inventory", .inventories)
    /// `account/jadebots`.
    public static let accountJadebots = keyed("account/jadebots", .unlocks)
    /// `account/legendaryarmory`.
    public static let accountLegendaryArmory = keyed("account/legendaryarmory", .inventories, .unlocks)
    /// `account/luck`: the luck consumed.
    public static let accountLuck = keyed("account/luck", .progression, .unlocks)
    /// `account/mailcarriers`.
    public static let accountMailCarriers = keyed("account/mailcarriers", .unlocks)
    /// `account/mapchests`: the map chests opened since the daily reset.
    public static let accountMapChests = keyed("account/mapchests", .progression)
    /// `account/masteries`.
    public static let accountMasteries = keyed("account/masteries", .progression)
    /// `account/mastery/points`.
    public static let accountMasteryPoints = keyed("account/mastery/points", .progression)
    /// `account/materials`: the material storage.
    public static let accountMaterials = keyed("account/materials", .inventories)
    /// `account/minis`.
    public static let accountMinis = keyed("account/minis", .unlocks)
    /// `account/mounts/skins`.
    public static let accountMountSkins = keyed("account/mounts/skins", .unlocks)
    /// `account/mounts/types`.
    public static let accountMountTypes = keyed("account/mounts/types", .unlocks)
    /// `account/novelties`.
    public static let accountNovelties = keyed("account/novelties", .unlocks)
    /// `account/outfits`.
    public static let accountOutfits = keyed("account/outfits", .unlocks)
    /// `account/progression`.
    public static let accountProgression = keyed("account/progression", .progression)
    /// `account/pvp/heroes`.
    public static let accountPvPHeroes = keyed("account/pvp/heroes", .unlocks)
    /// `account/raids`: the raid encounters done since the weekly reset.
    public static let accountRaids = keyed("account/raids", .progression)
    /// `account/recipes`.
    public static let accountRecipes = keyed("account/recipes", .unlocks)
    /// `account/skiffs`.
    public static let accountSkiffs = keyed("account/skiffs", .unlocks)
    /// `account/skins`.
    public static let accountSkins = keyed("account/skins", .unlocks)
    /// `account/titles`.
    public static let accountTitles = keyed("account/titles", .unlocks)
    /// `account/wallet`.
    public static let accountWallet = keyed("account/wallet", .wallet)
    /// `account/wizardsvault/daily`.
    public static let accountWizardsVaultDaily = keyed("account/wizardsvault/daily")
    /// `account/wizardsvault/weekly`.
    public static let accountWizardsVaultWeekly = keyed("account/wizardsvault/weekly")
    /// `account/wizardsvault/special`.
    public static let accountWizardsVaultSpecial = keyed("account/wizardsvault/special")
    /// `account/wizardsvault/listings`.
    public static let accountWizardsVaultListings = keyed("account/wizardsvault/listings")
    /// `account/worldbosses`: the world bosses defeated since the daily reset.
    public static let accountWorldBosses = keyed("account/worldbosses", .progression)
    /// `account/wvw`: the account's WvW team and guild (since the 2024 restructuring).
    public static let accountWvW = keyed("account/wvw")

    /// The account routes.
    public static var accountRoutes: [Self] {
        [
            account, accountAchievements, accountBank, accountBuildStorage, accountDailyCrafting, accountDungeons,
            accountDyes, accountEmotes, accountFinishers, accountGliders, accountHomeCats, accountHomeNodes,
            accountHomesteadDecorations, accountHomesteadGlyphs,
            accountInventory, accountJadebots, accountLegendaryArmory, accountLuck, accountMailCarriers,
            accountMapChests, accountMasteries, accountMasteryPoints, accountMaterials, accountMinis,
            accountMountSkins, accountMountTypes, accountNovelties, accountOutfits, accountProgression,
            accountPvPHeroes, accountRaids, accountRecipes, accountSkiffs, accountSkins, accountTitles, accountWallet,
            accountWizardsVaultDaily, accountWizardsVaultWeekly, accountWizardsVaultSpecial,
            accountWizardsVaultListings, accountWorldBosses, accountWvW,
        ]
    }
}
