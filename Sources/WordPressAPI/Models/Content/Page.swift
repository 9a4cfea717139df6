// WordPress.Page: a page from /wp/v2/pages, in the view, embed or edit context.
import Foundation
import RESTChain

extension WordPress {
    /// A page as `/wp/v2/pages` returns it: like a ``Post`` but hierarchical, without terms, format or sticky.
    ///
    /// Only `id`, `slug`, `type`, `link` and `title` come in every context; the rest is optional. Dates follow
    /// ``Post``: local wall-clock ``date``/``modified`` and instant ``dateGMT``/``modifiedGMT``.
    /// The parent page is embedded under the `up` relation: `page.embedded?.decode(WordPress.Page.self,
    /// relation: "up")`.
    public struct Page: Codable, Sendable, Equatable, Identifiable {
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
        /// The post type, `page`.
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
        /// The id of the parent page; `0` for a top-level page.
        public var parent: Int?
        /// The position among sibling pages.
        public var menuOrder: Int?
        /// Whether comments are `open` or `closed`.
        public var commentStatus: String?
        /// Whether pings are `open` or `closed`.
        public var pingStatus: String?
        /// The theme template file; empty for the default.
        public var template: String?
        /// Registered metadata.
        public var meta: Meta?
        /// The page password (edit context only).
        public var password: String?
        /// The permalink with a `%pagename%` placeholder (edit context only).
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
            case parent, template, meta, password
            case dateGMT = "date_gmt"
            case modifiedGMT = "modified_gmt"
            case featuredMedia = "featured_media"
            case menuOrder = "menu_order"
            case commentStatus = "comment_status"
            case pingStatus = "ping_status"
            case permalinkTemplate = "permalink_template"
            case generatedSlug = "generated_slug"
            case links = "_links"
            case embedded = "_embedded"
        }
    }
}
