// The type of a consumable item.
import Foundation
import RESTChain

extension GuildWars2.Item.ConsumableDetails {
    /// The type of a consumable item.
    ///
    /// The API sends it as the details' `type`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"AppearanceChange"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Changes the character's appearance.
        public static let appearanceChange = Kind(rawValue: "AppearanceChange")
        /// An alcoholic drink.
        public static let booze = Kind(rawValue: "Booze")
        /// Summons a contract NPC.
        public static let contractNpc = Kind(rawValue: "ContractNpc")
        /// Grants a currency.
        public static let currency = Kind(rawValue: "Currency")
        /// Food that nourishes.
        public static let food = Kind(rawValue: "Food")
        /// A generic consumable.
        public static let generic = Kind(rawValue: "Generic")
        /// A Halloween consumable.
        public static let halloween = Kind(rawValue: "Halloween")
        /// Used as soon as it is acquired.
        public static let immediate = Kind(rawValue: "Immediate")
        /// Unlocks a random mount skin.
        public static let mountRandomUnlock = Kind(rawValue: "MountRandomUnlock")
        /// Unlocks something random.
        public static let randomUnlock = Kind(rawValue: "RandomUnlock")
        /// Teleports to a friend.
        public static let teleportToFriend = Kind(rawValue: "TeleportToFriend")
        /// Changes a skin.
        public static let transmutation = Kind(rawValue: "Transmutation")
        /// Unlocks something.
        public static let unlock = Kind(rawValue: "Unlock")
        /// Removes an upgrade.
        public static let upgradeRemoval = Kind(rawValue: "UpgradeRemoval")
        /// A utility buff.
        public static let utility = Kind(rawValue: "Utility")
    }
}
