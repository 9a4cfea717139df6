// WordPress.Revision: a stored earlier version of a post or page (/wp/v2/posts/<id>/revisions).
import Foundation
import RESTChain

extension WordPress {
    /// A revision of a post or page, as `/wp/v2/posts/<id>/revisions` returns it (authenticated only).
    ///
    /// Autosaves (`/autosaves`) have the same shape plus ``previewLink``. Dates follow ``Post``.
    public struct Revision: Codable, Sendable, Equatable, Identifiable {
        /// The unique identifier of the revision.
        public var id: Int
        /// The id of the post or page this is a revision of.
        public var parent: Int
        /// The id of the user who made the revision.
        public var author: Int?
        /// The date of the revision in the site's time zone.
        public var date: LocalDate?
        /// The date of the revision as an instant (`date_gmt`).
        @GMTDate public var dateGMT: Date?
        /// The last modification date in the site's time zone.
        public var modified: LocalDate?
        /// The last modification date as an instant (`modified_gmt`).
        @GMTDate public var modifiedGMT: Date?
        /// The globally unique identifier.
        public var guid: GUID?
        /// The revision's slug, such as `13-revision-v1`.
        public var slug: String?
        /// The title at the time, as HTML.
        public var title: Rendered?
        /// The content at the time, as HTML.
        public var content: Rendered?
        /// The excerpt at the time, as HTML.
        public var excerpt: Rendered?
        /// Registered metadata.
        public var meta: Meta?
        /// The preview URL (autosaves only).
        public var previewLink: URL?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, parent, author, date, modified, guid, slug, title, content, excerpt, meta
            case dateGMT = "date_gmt"
            case modifiedGMT = "modified_gmt"
            case previewLink = "preview_link"
            case links = "_links"
        }
    }
}
