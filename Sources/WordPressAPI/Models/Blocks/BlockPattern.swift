// WordPress.BlockPattern and its category: registered patterns (/wp/v2/block-patterns/patterns, /categories).
import Foundation
import RESTChain

extension WordPress {
    /// A registered block pattern: a named piece of block markup to insert.
    public struct BlockPattern: Codable, Sendable, Equatable, Identifiable {
        /// The name, such as `core/query-standard-posts`.
        public var name: String
        /// The title.
        public var title: String
        /// The description.
        public var description: String?
        /// The width of the preview, in pixels.
        public var viewportWidth: Double?
        /// The block types it suits.
        public var blockTypes: [String]?
        /// The post types it is offered for.
        public var postTypes: [String]?
        /// The names of its categories.
        public var categories: [String]?
        /// Search keywords.
        public var keywords: [String]?
        /// The block markup.
        public var content: String
        /// Whether the inserter shows it.
        public var inserter: Bool?

        /// The stable identity: the name.
        public var id: String { name }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case name, title, description, categories, keywords, content, inserter
            case viewportWidth = "viewport_width"
            case blockTypes = "block_types"
            case postTypes = "post_types"
        }
    }

    /// A category of block patterns.
    public struct BlockPatternCategory: Codable, Sendable, Equatable, Identifiable {
        /// The name, such as `buttons`.
        public var name: String
        /// The label to show.
        public var label: String
        /// The description, when the category has one.
        public var description: String?

        /// The stable identity: the name.
        public var id: String { name }
    }
}
