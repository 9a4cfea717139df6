// One dye slot of an armor skin: its default colour and material.
import Foundation
import RESTChain

extension GuildWars2.Skin {
    /// One dye slot of an armor skin.
    ///
    /// The colour id refers to `/v2/colors`; the material picks which of the colour's variants applies.
    public struct DyeSlot: Codable, Sendable, Hashable {
        /// The default colour.
        public let colorID: Int
        /// The material: `cloth`, `leather` or `metal`.
        public let material: String

        enum CodingKeys: String, CodingKey {
            case material
            case colorID = "color_id"
        }
    }
}
