// A flag on an achievement.
import Foundation
import RESTChain

extension GuildWars2.Achievement {
    /// A flag on an achievement.
    ///
    /// Flags tell how the achievement shows and repeats.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Flag: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Pvp"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Earned in PvP.
        public static let pvp = Flag(rawValue: "Pvp")
        /// A category's meta achievement.
        public static let categoryDisplay = Flag(rawValue: "CategoryDisplay")
        /// Shown first.
        public static let moveToTop = Flag(rawValue: "MoveToTop")
        /// Not shown as nearly complete.
        public static let ignoreNearlyComplete = Flag(rawValue: "IgnoreNearlyComplete")
        /// Can be repeated.
        public static let repeatable = Flag(rawValue: "Repeatable")
        /// Hidden until unlocked.
        public static let hidden = Flag(rawValue: "Hidden")
        /// Must be unlocked first.
        public static let requiresUnlock = Flag(rawValue: "RequiresUnlock")
        /// Repaired on login.
        public static let repairOnLogin = Flag(rawValue: "RepairOnLogin")
        /// A daily.
        public static let daily = Flag(rawValue: "Daily")
        /// A weekly.
        public static let weekly = Flag(rawValue: "Weekly")
        /// A monthly.
        public static let monthly = Flag(rawValue: "Monthly")
        /// Permanent.
        public static let permanent = Flag(rawValue: "Permanent")
    }
}
