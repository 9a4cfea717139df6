// Account unlockables of the wardrobe and hero panel: mail carriers, minis, novelties, outfits and skiffs.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A mail carrier from `/v2/mailcarriers`: who brings the account's mail.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct MailCarrier: Codable, Sendable, Hashable, Identifiable {
        /// The mail carrier id.
        public let id: Int
        /// The items that unlock it (`/v2/items`); empty for the default pigeon.
        public let unlockItems: [Int]
        /// Its position in the hero panel.
        public let order: Int
        /// The icon URL.
        public let icon: URL
        /// The name, in the requested language.
        public let name: String
        /// Flags such as `Default`.
        public let flags: [String]

        enum CodingKeys: String, CodingKey {
            case id, order, icon, name, flags
            case unlockItems = "unlock_items"
        }
    }

    /// A miniature from `/v2/minis`.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Mini: Codable, Sendable, Hashable, Identifiable {
        /// The mini id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// How to unlock it, for minis that say so.
        public let unlock: String?
        /// The icon URL.
        public let icon: URL
        /// Its position in the hero panel.
        public let order: Int
        /// The item that unlocks it (`/v2/items`).
        public let itemID: Int

        enum CodingKeys: String, CodingKey {
            case id, name, unlock, icon, order
            case itemID = "item_id"
        }
    }

    /// A novelty from `/v2/novelties`: a chair, a musical instrument, a held item, a tonic or a toy.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Novelty: Codable, Sendable, Hashable, Identifiable {
        /// The novelty id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language (it may hold the game's `<c=…>` markup).
        public let description: String
        /// The icon URL.
        public let icon: URL
        /// The novelty slot it goes into.
        public let slot: Slot
        /// The items that unlock it (`/v2/items`); the API names the key in the singular.
        public let unlockItem: [Int]

        enum CodingKeys: String, CodingKey {
            case id, name, description, icon, slot
            case unlockItem = "unlock_item"
        }
    }

    /// An outfit from `/v2/outfits`.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Outfit: Codable, Sendable, Hashable, Identifiable {
        /// The outfit id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The icon URL.
        public let icon: URL
        /// The items that unlock it (`/v2/items`).
        public let unlockItems: [Int]

        enum CodingKeys: String, CodingKey {
            case id, name, icon
            case unlockItems = "unlock_items"
        }
    }

    /// A skiff skin from `/v2/skiffs`.
    ///
    /// Shape from the wiki's API:2/skiffs page; no live response was recorded.
    public struct Skiff: Codable, Sendable, Hashable, Identifiable {
        /// The skiff skin id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The icon URL.
        public let icon: URL
        /// The dye slots and their default colours.
        public let dyeSlots: [Skin.DyeSlot]

        enum CodingKeys: String, CodingKey {
            case id, name, icon
            case dyeSlots = "dye_slots"
        }
    }
}

extension GuildWars2.Novelty {
    /// The slot a novelty goes into.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Slot: OpenEnum {
        /// The string the API sends, such as `"Tonic"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A chair.
        public static let chair = Slot(rawValue: "Chair")
        /// A musical instrument.
        public static let music = Slot(rawValue: "Music")
        /// A held item.
        public static let heldItem = Slot(rawValue: "HeldItem")
        /// A toy or another novelty.
        public static let miscellaneous = Slot(rawValue: "Miscellaneous")
        /// An endless tonic.
        public static let tonic = Slot(rawValue: "Tonic")
    }
}
