// WordPress.SearchResult: one hit from /wp/v2/search.
import Foundation
import RESTChain

extension WordPress {
    /// One hit of `/wp/v2/search`: a post, term or post format, with where it lives.
    ///
    /// ``title`` is plain text here, not a ``Rendered`` object. Follow `links["self"]` (embeddable) for the
    /// full resource, or search with `_embed`.
    public struct SearchResult: Codable, Sendable, Equatable {
        /// The id of the hit: a number for posts and terms, a string for post formats.
        public var id: ID
        /// The title of the hit.
        public var title: String
        /// The URL of the hit on the site.
        public var url: URL
        /// The kind of hit: `post`, `term` or `post-format`.
        public var type: String
        /// The post type or taxonomy of the hit, such as `post` or `category`.
        public var subtype: String
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, title, url, type, subtype
            case links = "_links"
        }
    }
}
