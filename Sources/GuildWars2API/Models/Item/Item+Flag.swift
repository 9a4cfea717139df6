// A flag on an item, such as AccountBound.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// A flag on an item.
    ///
    /// Flags describe binding, selling and salvaging rules.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Flag: OpenEnum {
        /// The string the API sends, such as `"AccountBindOnUse"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Becomes account bound when used.
        public static let accountBindOnUse = Flag(rawValue: "AccountBindOnUse")
        /// Account bound when acquired.
        public static let accountBound = Flag(rawValue: "AccountBound")
        /// Attuned in the Mystic Forge.
        public static let attuned = Flag(rawValue: "Attuned")
        /// Can be consumed in bulk.
        public static let bulkConsume = Flag(rawValue: "BulkConsume")
        /// Asks before it is deleted.
        public static let deleteWarning = Flag(rawValue: "DeleteWarning")
        /// Hides the suffix of its upgrade.
        public static let hideSuffix = Flag(rawValue: "HideSuffix")
        /// Infused.
        public static let infused = Flag(rawValue: "Infused")
        /// Only monsters use it.
        public static let monsterOnly = Flag(rawValue: "MonsterOnly")
        /// Cannot go into the Mystic Forge.
        public static let noMysticForge = Flag(rawValue: "NoMysticForge")
        /// Cannot be salvaged.
        public static let noSalvage = Flag(rawValue: "NoSalvage")
        /// Cannot be sold.
        public static let noSell = Flag(rawValue: "NoSell")
        /// Cannot take upgrades.
        public static let notUpgradeable = Flag(rawValue: "NotUpgradeable")
        /// Cannot be used under water.
        public static let noUnderwater = Flag(rawValue: "NoUnderwater")
        /// Soulbound when acquired.
        public static let soulbindOnAcquire = Flag(rawValue: "SoulbindOnAcquire")
        /// Soulbound when used.
        public static let soulBindOnUse = Flag(rawValue: "SoulBindOnUse")
        /// A tonic.
        public static let tonic = Flag(rawValue: "Tonic")
        /// Only one may be equipped.
        public static let unique = Flag(rawValue: "Unique")
    }
}
