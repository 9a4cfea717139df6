// A World vs. World team colour, or Neutral.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A World vs. World team colour.
    ///
    /// Objectives nobody holds belong to `neutral`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Team: OpenEnum {
        /// The string the API sends, such as `"Red"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The red team.
        public static let red = Team(rawValue: "Red")
        /// The green team.
        public static let green = Team(rawValue: "Green")
        /// The blue team.
        public static let blue = Team(rawValue: "Blue")
        /// Nobody.
        public static let neutral = Team(rawValue: "Neutral")
    }
}
