// The type of a container item.
import Foundation
import RESTChain

extension GuildWars2.Item.ContainerDetails {
    /// The type of a container item.
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

        /// A container opened from the inventory.
        public static let `default` = Kind(rawValue: "Default")
        /// A gift box.
        public static let giftBox = Kind(rawValue: "GiftBox")
        /// Opens as soon as it is acquired.
        public static let immediate = Kind(rawValue: "Immediate")
        /// Opens a selection window.
        public static let openUI = Kind(rawValue: "OpenUI")
    }
}
