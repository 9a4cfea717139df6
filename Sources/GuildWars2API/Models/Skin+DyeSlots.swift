// The dye slots of an armor skin, with per race and gender overrides.
import Foundation
import RESTChain

extension GuildWars2.Skin {
    /// The dye slots of an armor skin.
    ///
    /// A `nil` slot cannot be dyed. Overrides replace the default slots for one race and gender, keyed like
    /// `AsuraMale` or `CharrFemale`.
    public struct DyeSlots: Codable, Sendable, Hashable {
        /// The slots most races and genders use.
        public let defaultSlots: [DyeSlot?]
        /// The slots of particular races and genders.
        public let overrides: [String: [DyeSlot?]]

        enum CodingKeys: String, CodingKey {
            case overrides
            case defaultSlots = "default"
        }
    }
}
