// An achievement group from /v2/achievements/groups: the top level of the achievement panel.
import Foundation
import RESTChain

extension GuildWars2 {
    /// An achievement group from `/v2/achievements/groups`, such as "General" or "Path of Fire".
    ///
    /// Groups hold categories (``AchievementCategory``), which hold achievements. Ids are GUIDs. Shape from the
    /// wiki's API:2/achievements/groups page and recorded responses.
    public struct AchievementGroup: Codable, Sendable, Hashable, Identifiable {
        /// The group id, a GUID such as `56A82BB9-6B07-4AB0-89EE-E4A6D68F5C47`.
        public let id: String
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language.
        public let description: String
        /// Where the group sorts in the panel, lowest first.
        public let order: Int
        /// The category ids (`/v2/achievements/categories`).
        public let categories: [Int]
    }
}
