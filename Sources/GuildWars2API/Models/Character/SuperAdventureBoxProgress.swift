// A character's Super Adventure Box progress, from /v2/characters/:name/sab.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A character's Super Adventure Box progress: zones cleared, upgrades unlocked and songs learned.
    ///
    /// From `characters/:name/sab` (key with `characters`, `progression`). Shape from the wiki's
    /// API:2/characters/:id/sab page; no live response was recorded.
    public struct SuperAdventureBoxProgress: Codable, Sendable, Hashable {
        /// The zones cleared.
        public let zones: [Zone]
        /// The upgrades unlocked, such as `slingshot`.
        public let unlocks: [Named]
        /// The songs learned, such as `secret_song`.
        public let songs: [Named]

        /// A zone cleared, in one mode.
        public struct Zone: Codable, Sendable, Hashable, Identifiable {
            /// The zone's unique id.
            public let id: Int
            /// The mode: `infantile`, `normal` or `tribulation`.
            public let mode: String
            /// The world, from 1.
            public let world: Int
            /// The zone within the world, from 1.
            public let zone: Int
        }

        /// An upgrade or song: an id and the API's name for it.
        public struct Named: Codable, Sendable, Hashable, Identifiable {
            /// The id.
            public let id: Int
            /// The name, such as `chain_stick`; absent for ones the API has no name for.
            public let name: String?
        }
    }
}
