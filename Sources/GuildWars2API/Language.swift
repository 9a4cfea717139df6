// GuildWars2.Language: the languages the API answers in.
import Foundation

extension GuildWars2 {
    /// A language the API answers in, sent as `lang`.
    public enum Language: String, Sendable, Hashable, CaseIterable {
        /// English.
        case en
        /// German.
        case de
        /// Spanish.
        case es
        /// French.
        case fr
        /// Chinese.
        case zh
    }
}
