// A flag on a recipe: how it is learned.
import Foundation
import RESTChain

extension GuildWars2.Recipe {
    /// A flag on a recipe.
    ///
    /// It tells how the recipe is learned.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Flag: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"AutoLearned"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Learned when the discipline reaches the recipe's rating.
        public static let autoLearned = Flag(rawValue: "AutoLearned")
        /// Learned from a recipe sheet.
        public static let learnedFromItem = Flag(rawValue: "LearnedFromItem")
    }
}
