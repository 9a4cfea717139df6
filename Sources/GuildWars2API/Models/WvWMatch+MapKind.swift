// One of the four World vs. World maps of a match.
import Foundation
import RESTChain

extension GuildWars2.WvWMatch {
    /// One of the four maps of a match.
    ///
    /// The API sends it as the map's `type`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct MapKind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Center"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The Eternal Battlegrounds.
        public static let center = MapKind(rawValue: "Center")
        /// The red borderlands.
        public static let redHome = MapKind(rawValue: "RedHome")
        /// The green borderlands.
        public static let greenHome = MapKind(rawValue: "GreenHome")
        /// The blue borderlands.
        public static let blueHome = MapKind(rawValue: "BlueHome")
    }
}
