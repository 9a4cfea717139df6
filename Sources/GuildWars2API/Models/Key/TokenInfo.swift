// What an API key or subtoken is and may do, from /v2/tokeninfo.
import Foundation
import RESTChain

extension GuildWars2 {
    /// An API key or subtoken, from `/v2/tokeninfo`.
    ///
    /// Check ``permissions`` before calling endpoints that need them. Subtokens also carry when they were issued,
    /// when they expire and, optionally, the only URLs they may call.
    public struct TokenInfo: Codable, Sendable, Hashable, Identifiable {
        /// The key's id (for a subtoken, the id of the key it was made from).
        public let id: String
        /// The name the player gave the key.
        public let name: String
        /// What the key may access.
        public let permissions: [Permission]
        /// Whether this is an API key or a subtoken.
        public let type: Kind?
        /// When the subtoken expires.
        public let expiresAt: Date?
        /// When the subtoken was issued.
        public let issuedAt: Date?
        /// The only URLs the subtoken may call, when it is limited.
        public let urls: [String]?

        enum CodingKeys: String, CodingKey {
            case id, name, permissions, type, urls
            case expiresAt = "expires_at"
            case issuedAt = "issued_at"
        }

        /// Decodes token information; the subtoken times are ISO 8601 timestamps.
        ///
        /// - Throws: `DecodingError` when a required field is missing or a time is not a timestamp.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            permissions = try container.decodeIfPresent([Permission].self, forKey: .permissions) ?? []
            type = try container.decodeIfPresent(Kind.self, forKey: .type)
            expiresAt = try container.decodeTimestampIfPresent(forKey: .expiresAt)
            issuedAt = try container.decodeTimestampIfPresent(forKey: .issuedAt)
            urls = try container.decodeIfPresent([String].self, forKey: .urls)
        }

        /// Encodes the token information as the API sends it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(permissions, forKey: .permissions)
            try container.encodeIfPresent(type, forKey: .type)
            try container.encodeTimestampIfPresent(expiresAt, forKey: .expiresAt)
            try container.encodeTimestampIfPresent(issuedAt, forKey: .issuedAt)
            try container.encodeIfPresent(urls, forKey: .urls)
        }
    }
}

extension GuildWars2.TokenInfo {
    /// Whether a token is an API key or a subtoken.
    ///
    /// Subtokens carry an expiry and may be limited to URLs.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"APIKey"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An API key.
        public static let apiKey = Kind(rawValue: "APIKey")
        /// A subtoken.
        public static let subtoken = Kind(rawValue: "Subtoken")
    }
}

extension GuildWars2.TokenInfo {
    /// A permission an API key grants.
    ///
    /// Endpoints under `/v2/account` and `/v2/characters` check these.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Permission: OpenEnum {
        /// The string the API sends, such as `"account"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The account itself; every key has it.
        public static let account = Permission(rawValue: "account")
        /// Builds.
        public static let builds = Permission(rawValue: "builds")
        /// Characters.
        public static let characters = Permission(rawValue: "characters")
        /// Guilds.
        public static let guilds = Permission(rawValue: "guilds")
        /// Bank, materials and inventories.
        public static let inventories = Permission(rawValue: "inventories")
        /// Achievements and progression.
        public static let progression = Permission(rawValue: "progression")
        /// PvP statistics.
        public static let pvp = Permission(rawValue: "pvp")
        /// Trading post transactions.
        public static let tradingPost = Permission(rawValue: "tradingpost")
        /// Unlocks.
        public static let unlocks = Permission(rawValue: "unlocks")
        /// The wallet.
        public static let wallet = Permission(rawValue: "wallet")
        /// World vs. World team and ranks.
        public static let wvw = Permission(rawValue: "wvw")
    }
}
