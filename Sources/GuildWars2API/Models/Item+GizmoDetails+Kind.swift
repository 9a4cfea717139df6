// The type of a gizmo item.
import Foundation
import RESTChain

extension GuildWars2.Item.GizmoDetails {
    /// The type of a gizmo item.
    ///
    /// The API sends it as the details' `type`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Default"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A gizmo.
        public static let `default` = Kind(rawValue: "Default")
        /// A key that opens a container.
        public static let containerKey = Kind(rawValue: "ContainerKey")
        /// A rentable contract NPC.
        public static let rentableContractNpc = Kind(rawValue: "RentableContractNpc")
        /// An unlimited consumable.
        public static let unlimitedConsumable = Kind(rawValue: "UnlimitedConsumable")
    }
}
