// WordPress.DirectoryPattern: a block pattern from the WordPress.org pattern directory (/wp/v2/pattern-directory).
import Foundation
import RESTChain

extension WordPress {
    /// A block pattern the WordPress.org pattern directory offers, as the site relays it from
    /// `GET /wp/v2/pattern-directory/patterns`; the site asks WordPress.org, so the call fails with
    /// `http_request_not_executed` (or another `500`) when the site cannot reach it.
    ///
    /// ```swift
    /// let patterns = try await wp.get(endpoint: .patternDirectory).query(key: "search", value: "buttons")
    ///     .decode(type: [WordPress.DirectoryPattern].self)
    /// ```
    public struct DirectoryPattern: Codable, Sendable, Equatable, Identifiable {
        /// The pattern's id in the directory.
        public var id: Int
        /// The title.
        public var title: String
        /// The block markup to insert.
        public var content: String
        /// The slugs of its categories, such as `buttons`.
        public var categories: [String]
        /// Its keywords.
        public var keywords: [String]
        /// What it looks like, in words.
        public var description: String?
        /// The width, in pixels, to preview it at.
        public var viewportWidth: Int?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, title, content, categories, keywords, description
            case viewportWidth = "viewport_width"
        }
    }
}
