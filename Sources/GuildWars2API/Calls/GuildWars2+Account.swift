// GuildWars2's typed account calls: the account, its storage, progress and Wizard's Vault, each behind its permission.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The account of the client's API key (`account`).
    ///
    /// Every typed call here is checked like any request of the client: the key's permissions against `tokeninfo`
    /// before anything is sent (<doc:Routes>); a transient "invalid key" answer is retried once.
    /// - Throws: `RESTError.invalidRequest` naming a missing permission before anything is sent; any `RESTError`
    ///   of the request.
    public func account() async throws(RESTError) -> Account { try await fetch(.account) }

    /// Progress on every achievement the account started (`account/achievements`, `progression`).
    public func accountAchievements() async throws(RESTError) -> [AchievementProgress] {
        try await fetch(.accountAchievements)
    }

    /// The bank, slot by slot, `nil` for an empty slot (`account/bank`, `inventories`).
    public func accountBank() async throws(RESTError) -> [ItemSlot?] { try await fetch(.accountBank) }

    /// Every build storage slot (`account/buildstorage?ids=all`, `builds`).
    public func accountBuildStorage() async throws(RESTError) -> [SavedBuild] {
        try await fetch(all: .accountBuildStorage)
    }

    /// The time-gated crafts done since the daily reset, such as `lump_of_mithrilium` (`account/dailycrafting`).
    public func accountDailyCrafting() async throws(RESTError) -> [String] {
        try await fetch(.accountDailyCrafting)
    }

    /// The dungeon paths done since the daily reset, such as `cm_story` (`account/dungeons`).
    public func accountDungeons() async throws(RESTError) -> [String] { try await fetch(.accountDungeons) }

    /// The shared inventory slots, `nil` for an empty one (`account/inventory`, `inventories`).
    public func accountInventory() async throws(RESTError) -> [ItemSlot?] {
        try await fetch(.accountInventory)
    }

    /// The luck the account consumed, 0 when none (`account/luck`, `progression` and `unlocks`).
    public func accountLuck() async throws(RESTError) -> Int {
        let values: [ProgressionValue] = try await fetch(.accountLuck)
        return values.first { $0.id == "luck" }?.value ?? 0
    }

    /// The map chests opened since the daily reset, such as `auric_basin_heros_choice_chest` (`account/mapchests`).
    public func accountMapChests() async throws(RESTError) -> [String] { try await fetch(.accountMapChests) }

    /// The level reached in each mastery track (`account/masteries`, `progression`).
    public func accountMasteries() async throws(RESTError) -> [MasteryProgress] {
        try await fetch(.accountMasteries)
    }

    /// The mastery points earned and spent per region (`account/mastery/points`, `progression`).
    public func accountMasteryPoints() async throws(RESTError) -> MasteryPoints {
        try await fetch(.accountMasteryPoints)
    }

    /// The material storage (`account/materials`, `inventories`).
    public func accountMaterials() async throws(RESTError) -> [Material] { try await fetch(.accountMaterials) }

    /// Fractal augmentations and other account-wide counters (`account/progression`, `progression`).
    public func accountProgression() async throws(RESTError) -> [ProgressionValue] {
        try await fetch(.accountProgression)
    }

    /// The raid encounters done since the weekly reset, such as `vale_guardian` (`account/raids`).
    public func accountRaids() async throws(RESTError) -> [String] { try await fetch(.accountRaids) }

    /// The currencies the account holds (`account/wallet`, `wallet`).
    public func accountWallet() async throws(RESTError) -> [WalletEntry] { try await fetch(.accountWallet) }

    /// The world bosses defeated since the daily reset, such as `shadow_behemoth` (`account/worldbosses`).
    public func accountWorldBosses() async throws(RESTError) -> [String] {
        try await fetch(.accountWorldBosses)
    }

    /// The account's WvW team and guild (`account/wvw`).
    public func accountWvW() async throws(RESTError) -> AccountWvW { try await fetch(.accountWvW) }
}
