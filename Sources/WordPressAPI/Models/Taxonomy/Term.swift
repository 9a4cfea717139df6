// WordPress.Term: a term of any taxonomy, as `_embed` inlines it under `wp:term` or a custom taxonomy returns it.
import Foundation
import RESTChain

extension WordPress {
    /// A term of any taxonomy: what `_embed` inlines under `wp:term`, and what custom taxonomy routes return.
    ///
    /// Embedded terms carry only `id`, `link`, `name`, `slug` and `taxonomy`; the rest is optional. For the core
    /// taxonomies the aliases ``Category`` and ``Tag`` name the same type.
    public struct Term: Codable, Sendable, Equatable, Identifiable {
        /// The unique identifier.
        public var id: Int
        /// The term's archive page.
        public var link: URL
        /// The display name, as HTML.
        public var name: String
        /// The URL-friendly name.
        public var slug: String
        /// The taxonomy, such as `category` or `post_tag`.
        public var taxonomy: String
        /// How many published posts have the term.
        public var count: Int?
        /// The description, as HTML.
        public var description: String?
        /// The id of the parent term, for hierarchical taxonomies; `0` at the top.
        public var parent: Int?
        /// Registered metadata.
        public var meta: Meta?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, link, name, slug, taxonomy, count, description, parent, meta
            case links = "_links"
        }
    }
}
