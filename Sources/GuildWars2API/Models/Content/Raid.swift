// A raid from /v2/raids: its wings and their bosses and checkpoints.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A raid from `/v2/raids`, such as `forsaken_thicket`; ids are names.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Raid: Codable, Sendable, Hashable, Identifiable {
        /// The raid id.
        public let id: String
        /// Its wings, in order.
        public let wings: [Wing]

        /// One wing of a raid.
        public struct Wing: Codable, Sendable, Hashable, Identifiable {
            /// The wing id, such as `spirit_vale`.
            public let id: String
            /// Its encounters, in order.
            public let events: [Event]
        }

        /// One encounter of a wing: a boss or a checkpoint.
        public struct Event: Codable, Sendable, Hashable, Identifiable {
            /// The event id, such as `vale_guardian`.
            public let id: String
            /// `Boss` or `Checkpoint`.
            public let type: String
        }
    }
}
