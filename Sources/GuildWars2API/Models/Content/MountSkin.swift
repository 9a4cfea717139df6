// A mount skin from /v2/mounts/skins: its mount and dye slots.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A mount skin from `/v2/mounts/skins`.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct MountSkin: Codable, Sendable, Hashable, Identifiable {
        /// The skin id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The icon URL.
        public let icon: URL
        /// The dye slots and their default colours.
        public let dyeSlots: [Skin.DyeSlot]
        /// The mount it is for: a ``MountType`` id, such as `raptor`.
        ///
        /// `nil` from schema ``SchemaVersion/mountSkinsWithoutMount`` on, which drops it: find the skin in
        /// ``MountType/skins`` instead.
        public let mount: String?

        enum CodingKeys: String, CodingKey {
            case id, name, icon, mount
            case dyeSlots = "dye_slots"
        }
    }
}
