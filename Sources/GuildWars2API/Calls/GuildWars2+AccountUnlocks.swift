// GuildWars2's typed calls for what an account unlocked: wardrobe, collections, home instance, Wizard's Vault.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The dye ids unlocked (`account/dyes`, `unlocks`), resolvable against `/v2/colors`.
    public func accountDyes() async throws(RESTError) -> [Int] { try await fetch(.accountDyes) }

    /// The emotes unlocked, such as `rockout` (`account/emotes`, `unlocks`).
    public func accountEmotes() async throws(RESTError) -> [String] { try await fetch(.accountEmotes) }

    /// The finishers unlocked (`account/finishers`, `unlocks`).
    public func accountFinishers() async throws(RESTError) -> [FinisherUnlock] {
        try await fetch(.accountFinishers)
    }

    /// The glider skin ids unlocked (`account/gliders`, `unlocks`).
    public func accountGliders() async throws(RESTError) -> [Int] { try await fetch(.accountGliders) }

    /// The home instance cats found (`account/home/cats`, `progression` and `unlocks`).
    public func accountHomeCats() async throws(RESTError) -> [HomeCatUnlock] {
        try await fetch(.accountHomeCats)
    }

    /// The home instance nodes unlocked, such as `garden_plot_01` (`account/home/nodes`).
    public func accountHomeNodes() async throws(RESTError) -> [String] { try await fetch(.accountHomeNodes) }

    /// Each decoration the account placed in its homestead and how many (`account/homestead/decorations`,
    /// `unlocks`); empty before the homestead is unlocked.
    public func accountHomesteadDecorations() async throws(RESTError) -> [HomesteadDecorationCount] {
        try await fetch(.accountHomesteadDecorations)
    }

    /// The homestead glyphs unlocked, such as `volatility_mining` (`account/homestead/glyphs`, `unlocks`),
    /// resolvable against `/v2/homestead/glyphs`.
    ///
    /// Fixture: the answer gwatlin's tests record (`responses/account/homestead/glyphs.json`).
    public func accountHomesteadGlyphs() async throws(RESTError) -> [String] {
        try await fetch(.accountHomesteadGlyphs)
    }

    /// The jade bot skin ids unlocked (`account/jadebots`, `unlocks`).
    public func accountJadebots() async throws(RESTError) -> [Int] { try await fetch(.accountJadebots) }

    /// The legendaries in the armory (`account/legendaryarmory`, `inventories` and `unlocks`).
    public func accountLegendaryArmory() async throws(RESTError) -> [LegendaryArmoryEntry] {
        try await fetch(.accountLegendaryArmory)
    }

    /// The mail carrier ids unlocked (`account/mailcarriers`, `unlocks`).
    public func accountMailCarriers() async throws(RESTError) -> [Int] {
        try await fetch(.accountMailCarriers)
    }

    /// The miniature ids unlocked (`account/minis`, `unlocks`).
    public func accountMinis() async throws(RESTError) -> [Int] { try await fetch(.accountMinis) }

    /// The mount skin ids unlocked (`account/mounts/skins`, `unlocks`).
    public func accountMountSkins() async throws(RESTError) -> [Int] { try await fetch(.accountMountSkins) }

    /// The mounts unlocked, such as `raptor` (`account/mounts/types`, `unlocks`).
    public func accountMountTypes() async throws(RESTError) -> [String] { try await fetch(.accountMountTypes) }

    /// The novelty ids unlocked (`account/novelties`, `unlocks`).
    public func accountNovelties() async throws(RESTError) -> [Int] { try await fetch(.accountNovelties) }

    /// The outfit ids unlocked (`account/outfits`, `unlocks`).
    public func accountOutfits() async throws(RESTError) -> [Int] { try await fetch(.accountOutfits) }

    /// The PvP hero skin ids unlocked (`account/pvp/heroes`, `unlocks`).
    public func accountPvPHeroes() async throws(RESTError) -> [Int] { try await fetch(.accountPvPHeroes) }

    /// The recipe ids learned (`account/recipes`, `unlocks`).
    public func accountRecipes() async throws(RESTError) -> [Int] { try await fetch(.accountRecipes) }

    /// The skiff skin ids unlocked (`account/skiffs`, `unlocks`).
    public func accountSkiffs() async throws(RESTError) -> [Int] { try await fetch(.accountSkiffs) }

    /// The skin ids unlocked in the wardrobe (`account/skins`, `unlocks`).
    public func accountSkins() async throws(RESTError) -> [Int] { try await fetch(.accountSkins) }

    /// The title ids unlocked (`account/titles`, `unlocks`).
    public func accountTitles() async throws(RESTError) -> [Int] { try await fetch(.accountTitles) }

    /// Today's Wizard's Vault objectives and progress (`account/wizardsvault/daily`).
    public func accountWizardsVaultDaily() async throws(RESTError) -> WizardsVaultProgress {
        try await fetch(.accountWizardsVaultDaily)
    }

    /// This week's Wizard's Vault objectives and progress (`account/wizardsvault/weekly`).
    public func accountWizardsVaultWeekly() async throws(RESTError) -> WizardsVaultProgress {
        try await fetch(.accountWizardsVaultWeekly)
    }

    /// The season's special Wizard's Vault objectives and progress (`account/wizardsvault/special`).
    public func accountWizardsVaultSpecial() async throws(RESTError) -> WizardsVaultProgress {
        try await fetch(.accountWizardsVaultSpecial)
    }

    /// The Wizard's Vault rewards with what the account bought (`account/wizardsvault/listings`).
    public func accountWizardsVaultListings() async throws(RESTError) -> [AccountWizardsVaultListing] {
        try await fetch(.accountWizardsVaultListings)
    }
}
