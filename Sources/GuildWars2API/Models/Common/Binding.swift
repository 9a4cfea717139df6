// Whom an item in a bank or material storage is bound to.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Whom an item in storage is bound to.
    ///
    /// A character binding comes with the character's name.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Binding: OpenEnum {
        /// The string the API sends, such as `"Account"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Bound to the account.
        public static let account = Binding(rawValue: "Account")
        /// Bound to one character.
        public static let character = Binding(rawValue: "Character")
    }
}
