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
            /// Whether it is a boss or a checkpoint.
            public let type: EventKind
        }
    }
}

extension GuildWars2.Raid {
    /// What kind of encounter a raid event is.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct EventKind: OpenEnum {
        /// The string the API sends, such as `"Boss"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A boss fight.
        public static let boss = EventKind(rawValue: "Boss")
        /// A checkpoint on the way.
        public static let checkpoint = EventKind(rawValue: "Checkpoint")
    }
}
