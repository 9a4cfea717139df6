// A bonus a team holds on a World vs. World map.
import Foundation
import RESTChain

extension GuildWars2.WvWMatch {
    /// A bonus a team holds on a map.
    ///
    /// The API sends it as the bonus's `type`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct BonusKind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Bloodlust"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The borderlands' Bloodlust buff.
        public static let bloodlust = BonusKind(rawValue: "Bloodlust")
    }
}
