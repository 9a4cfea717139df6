// WordPress.Post: a post from /wp/v2/posts, in the view, embed or edit context.
import Foundation
import RESTChain

extension WordPress {
    /// A post as `/wp/v2/posts` returns it.
    ///
    /// Only `id`, `slug`, `type`, `link` and `title` come in every context; everything else is optional because
    /// the `embed` context leaves it out and `edit` adds to it (`password`, `permalink_template`, `raw` texts).
    /// Dates: ``date`` and ``modified`` are site-local wall-clock times (see ``LocalDate``); ``dateGMT`` and
    /// ``modifiedGMT`` are real instants. Any of them may be `null`.
    /// ```swift
    /// let posts = try await wp.get(endpoint: .posts).decode(type: [WordPress.Post].self)
    /// print(posts[0].title.rendered, posts[0].dateGMT ?? .distantPast)
    /// ```
    public struct Post: Codable, Sendable, Equatable, Identifiable {
        /// The unique identifier.
        public var id: Int
        /// The publication date in the site's time zone.
        public var date: LocalDate?
        /// The publication date as an instant (`date_gmt`).
        @GMTDate public var dateGMT: Date?
        /// The globally unique identifier.
        public var guid: GUID?
        /// The last modification date in the site's time zone.
        public var modified: LocalDate?
        /// The last modification date as an instant (`modified_gmt`).
        @GMTDate public var modifiedGMT: Date?
        /// The URL-friendly name.
        public var slug: String
        /// The status, such as `publish` or `draft`.
        public var status: Status?
        /// The post type, `post`.
        public var type: String
        /// The permalink.
        public var link: String
        /// The title, as HTML.
        public var title: Rendered
        /// The content, as HTML; empty and `protected` when a password hides it.
        public var content: Rendered?
        /// The excerpt, as HTML.
        public var excerpt: Rendered?
        /// The id of the author.
        public var author: Int?
        /// The id of the featured image; `0` when there is none.
        public var featuredMedia: Int?
        /// Whether comments are `open` or `closed`.
        public var commentStatus: String?
        /// Whether pings are `open` or `closed`.
        public var pingStatus: String?
        /// Whether the post is sticky.
        public var sticky: Bool?
        /// The theme template file; empty for the default.
        public var template: String?
        /// The post format, such as `standard` or `aside`.
        public var format: String?
        /// Registered metadata.
        public var meta: Meta?
        /// The ids of the categories.
        public var categories: [Int]?
        /// The ids of the tags.
        public var tags: [Int]?
        /// The post password (edit context only).
        public var password: String?
        /// The permalink with a `%postname%` placeholder (edit context only).
        public var permalinkTemplate: String?
        /// The slug WordPress would generate from the title (edit context only).
        public var generatedSlug: String?
        /// The links to related resources.
        public var links: Links?
        /// The resources `_embed` inlined.
        public var embedded: Embedded?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, date, guid, modified, slug, status, type, link, title, content, excerpt, author
            case sticky, template, format, meta, categories, tags, password
            case dateGMT = "date_gmt"
            case modifiedGMT = "modified_gmt"
            case featuredMedia = "featured_media"
            case commentStatus = "comment_status"
            case pingStatus = "ping_status"
            case permalinkTemplate = "permalink_template"
            case generatedSlug = "generated_slug"
            case links = "_links"
            case embedded = "_embedded"
        }
    }
}
