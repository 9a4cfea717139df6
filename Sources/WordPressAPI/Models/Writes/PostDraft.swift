// WordPress.PostDraft: the body of a create or update request for a post or page; only set fields are sent.
import Foundation
import RESTChain

extension WordPress {
    /// What to write to a post or page: every field optional, and only the fields you set are encoded.
    ///
    /// Use it to create (`POST /wp/v2/posts`) or to update part of an item (`POST /wp/v2/posts/<id>`).
    /// Texts are sent raw; WordPress renders them. ``date`` is site-local, ``dateGMT`` an instant; set one.
    /// ```swift
    /// let draft = WordPress.PostDraft(title: "Hello", content: "<p>Hi</p>", status: .draft, categories: [3])
    /// ```
    /// ``parent`` and ``menuOrder`` apply to pages; ``categories``, ``tags``, ``format`` and ``sticky`` to posts.
    public struct PostDraft: Codable, Sendable, Equatable {
        /// The title.
        public var title: String?
        /// The content (HTML or block markup).
        public var content: String?
        /// The excerpt.
        public var excerpt: String?
        /// The status, such as `.draft` or `.publish`.
        public var status: Status?
        /// The ids of the categories (posts).
        public var categories: [Int]?
        /// The ids of the tags (posts).
        public var tags: [Int]?
        /// The id of the featured image; `0` removes it.
        public var featuredMedia: Int?
        /// The id of the author.
        public var author: Int?
        /// The URL-friendly name.
        public var slug: String?
        /// The publication date in the site's time zone.
        public var date: LocalDate?
        /// The publication date as an instant.
        @GMTDate public var dateGMT: Date?
        /// A password that hides the content.
        public var password: String?
        /// `open` or `closed` for comments.
        public var commentStatus: String?
        /// `open` or `closed` for pings.
        public var pingStatus: String?
        /// The post format, such as `standard` or `aside` (posts).
        public var format: String?
        /// Whether the post is sticky (posts).
        public var sticky: Bool?
        /// The theme template file.
        public var template: String?
        /// Registered metadata to write.
        public var meta: [String: JSONValue]?
        /// The id of the parent page (pages).
        public var parent: Int?
        /// The position among sibling pages (pages).
        public var menuOrder: Int?

        /// Creates a draft with the fields to write; the rest stay unset and are not sent.
        public init(
            title: String? = nil, content: String? = nil, excerpt: String? = nil, status: Status? = nil,
            categories: [Int]? = nil, tags: [Int]? = nil, featuredMedia: Int? = nil, author: Int? = nil,
            slug: String? = nil, date: LocalDate? = nil, dateGMT: Date? = nil, password: String? = nil,
            commentStatus: String? = nil, pingStatus: String? = nil, format: String? = nil,
            sticky: Bool? = nil, template: String? = nil, meta: [String: JSONValue]? = nil,
            parent: Int? = nil, menuOrder: Int? = nil
        ) {
            self.title = title
            self.content = content
            self.excerpt = excerpt
            self.status = status
            self.categories = categories
            self.tags = tags
            self.featuredMedia = featuredMedia
            self.author = author
            self.slug = slug
            self.date = date
            self._dateGMT = GMTDate(wrappedValue: dateGMT)
            self.password = password
            self.commentStatus = commentStatus
            self.pingStatus = pingStatus
            self.format = format
            self.sticky = sticky
            self.template = template
            self.meta = meta
            self.parent = parent
            self.menuOrder = menuOrder
        }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case title, content, excerpt, status, categories, tags, author, slug, date, password, format, sticky
            case template, meta, parent
            case featuredMedia = "featured_media"
            case dateGMT = "date_gmt"
            case commentStatus = "comment_status"
            case pingStatus = "ping_status"
            case menuOrder = "menu_order"
        }
    }
}
