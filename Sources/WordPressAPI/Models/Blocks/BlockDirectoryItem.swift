// WordPress.BlockDirectoryItem: a block plugin from the WordPress.org directory (/wp/v2/block-directory/search).
import Foundation
import RESTChain

extension WordPress {
    /// A block plugin the WordPress.org block directory offers; the site asks WordPress.org, so the search
    /// fails with `plugins_api_failed` when the site cannot reach it.
    public struct BlockDirectoryItem: Codable, Sendable, Equatable, Identifiable {
        /// The block name.
        public var name: String
        /// The title.
        public var title: String
        /// The description.
        public var description: String?
        /// The plugin slug: its id.
        public var id: String
        /// The average rating, out of 5.
        public var rating: Double?
        /// How many ratings there are.
        public var ratingCount: Int?
        /// How many sites use it.
        public var activeInstalls: Int?
        /// The average rating of the author's blocks.
        public var authorBlockRating: Double?
        /// How many blocks the author published.
        public var authorBlockCount: Int?
        /// The author's name.
        public var author: String?
        /// The icon.
        public var icon: URL?
        /// When it was last updated, as WordPress.org writes it.
        public var lastUpdated: String?
        /// When it was last updated, in words ("2 months ago").
        public var humanizedUpdated: String?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case name, title, description, id, rating, author, icon
            case ratingCount = "rating_count"
            case activeInstalls = "active_installs"
            case authorBlockRating = "author_block_rating"
            case authorBlockCount = "author_block_count"
            case lastUpdated = "last_updated"
            case humanizedUpdated = "humanized_updated"
        }
    }

    /// A block rendered on the server by `block-renderer/<name>`.
    public struct RenderedBlock: Codable, Sendable, Equatable {
        /// The HTML.
        public var rendered: String
    }
}
