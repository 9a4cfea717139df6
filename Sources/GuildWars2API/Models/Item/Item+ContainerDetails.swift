// The details of a container item: how it opens.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Container` item.
    ///
    /// The API does not list what a container holds.
    public struct ContainerDetails: Codable, Sendable, Hashable {
        /// The container type.
        public let type: Kind
    }
}

extension GuildWars2.Item.ContainerDetails {
    /// The type of a container item.
    ///
    /// The API sends it as the details' `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Default"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

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
