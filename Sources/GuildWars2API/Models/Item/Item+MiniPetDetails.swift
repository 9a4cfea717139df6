// The details of a miniature item: the miniature it unlocks.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `MiniPet` item.
    ///
    /// The id refers to `/v2/minis`.
    public struct MiniPetDetails: Codable, Sendable, Hashable {
        /// The miniature id.
        public let minipetID: Int

        enum CodingKeys: String, CodingKey {
            case minipetID = "minipet_id"
        }
    }
}
