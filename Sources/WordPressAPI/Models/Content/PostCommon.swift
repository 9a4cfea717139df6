// WordPress.PostCommon: the fields posts, pages, media items and other post types all have.
import Foundation
import RESTChain

extension WordPress {
    /// The fields every post type shares (`/wp/v2/posts`, `/pages`, `/media`…), stored once and read flat.
    ///
    /// ``Post``, ``Page`` and ``Media`` keep a `common` value of this type and offer its fields as their own
    /// through ``PostObject``: `post.id`, `page.title.rendered`, `media.dateGMT`.
    ///
    /// Contexts: `id`, `slug`, `type`, `link` and `title` come in every context (`view`, `embed`, `edit`), so they
    /// are not optional; the rest is left out of `embed` and is `nil` there. ``permalinkTemplate`` and
    /// ``generatedSlug`` come only in `edit`, as do the `raw` texts of ``title`` and ``guid``.
    ///
    /// Dates: ``date`` and ``modified`` are wall-clock times in the site's time zone (see ``LocalDate``), and
    /// ``dateGMT`` and ``modifiedGMT`` the same moments as instants. ``PostObject/dateInSiteZone`` pairs them.
    public struct PostCommon: Codable, Sendable, Equatable {
        /// The unique identifier.
        public var id: Int
        /// The publication (or upload) date in the site's time zone.
        public var date: LocalDate?
        /// The publication date as an instant (`date_gmt`).
        @GMTDate public var dateGMT: Date?
        /// The globally unique identifier; its `raw` comes in the `edit` context.
        public var guid: GUID?
        /// The last modification date in the site's time zone.
        public var modified: LocalDate?
        /// The last modification date as an instant (`modified_gmt`).
        @GMTDate public var modifiedGMT: Date?
        /// The URL-friendly name.
        public var slug: String
        /// The status, such as `publish`, `draft` or (for media) `inherit`.
        public var status: Status?
        /// The post type, such as `post`, `page` or `attachment`.
        public var type: String
        /// The permalink.
        public var link: URL
        /// The title, as HTML; its `raw` source comes in the `edit` context.
        public var title: Rendered
        /// The id of the author.
        public var author: Int?
        /// Whether comments are `open` or `closed`.
        public var commentStatus: String?
        /// Whether pings are `open` or `closed`.
        public var pingStatus: String?
        /// The theme template file; empty for the default.
        public var template: String?
        /// Registered metadata.
        public var meta: Meta?
        /// The permalink with a `%postname%` or `%pagename%` placeholder (`edit` context only).
        public var permalinkTemplate: String?
        /// The slug WordPress would generate from the title (`edit` context only).
        public var generatedSlug: String?
        /// The links to related resources.
        public var links: Links?
        /// The resources `_embed` inlined.
        public var embedded: Embedded?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, date, guid, modified, slug, status, type, link, title, author, template, meta
            case dateGMT = "date_gmt"
            case modifiedGMT = "modified_gmt"
            case commentStatus = "comment_status"
            case pingStatus = "ping_status"
            case permalinkTemplate = "permalink_template"
            case generatedSlug = "generated_slug"
            case links = "_links"
            case embedded = "_embedded"
        }
    }
}
