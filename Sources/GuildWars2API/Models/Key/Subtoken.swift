// A subtoken made by /v2/createsubtoken: a secret, never shown in text.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A subtoken: a key limited to some permissions, an expiry and optionally some URLs, from `createsubtoken`.
    ///
    /// Use it as any key, `GuildWars2(accessToken: subtoken.token)`. It is a secret: `description`, `dump` and
    /// debuggers show `<redacted>`. Shape from the wiki's API:2/createsubtoken page (`{"subtoken": "…"}`); no live
    /// response was recorded.
    public struct Subtoken: Codable, Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        /// The subtoken, a JSON Web Token.
        public let token: String

        enum CodingKeys: String, CodingKey {
            case token = "subtoken"
        }

        /// `Subtoken(<redacted>)`.
        public var description: String { "Subtoken(<redacted>)" }

        /// The same redacted text as `description`.
        public var debugDescription: String { description }

        /// The redacted description only, so `dump` and debuggers show no secret either.
        public var customMirror: Mirror { Mirror(self, children: ["redacted": description]) }
    }
}
