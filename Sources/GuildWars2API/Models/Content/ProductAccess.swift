// ProductAccess: whether an account with or without a campaign (expansion) sees an achievement.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Whether an account with, or without, a campaign sees an achievement, as `achievements/daily` and
    /// `achievements/categories` (schema 2022-03-23 and later) send it: `{"product": …, "condition": …}`.
    public struct ProductAccess: Codable, Sendable, Hashable {
        /// The campaign.
        public let product: Product
        /// Whether the account must have it or must lack it.
        public let condition: Condition

        /// A campaign condition.
        public init(product: Product, condition: Condition) {
            self.product = product
            self.condition = condition
        }
    }
}

extension GuildWars2.ProductAccess {
    /// A Guild Wars 2 campaign.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Product: OpenEnum {
        /// The string the API sends, such as `"PathOfFire"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The core game.
        public static let guildWars2 = Product(rawValue: "GuildWars2")
        /// Heart of Thorns.
        public static let heartOfThorns = Product(rawValue: "HeartOfThorns")
        /// Path of Fire.
        public static let pathOfFire = Product(rawValue: "PathOfFire")
    }

    /// Whether the account must have the campaign or must lack it.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Condition: OpenEnum {
        /// The string the API sends, such as `"HasAccess"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Only accounts with the campaign.
        public static let hasAccess = Condition(rawValue: "HasAccess")
        /// Only accounts without the campaign.
        public static let noAccess = Condition(rawValue: "NoAccess")
    }
}
