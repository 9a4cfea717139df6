// WordPress.ReusableBlock: a reusable block (synced pattern) from /wp/v2/blocks.
import Foundation
import RESTChain

extension WordPress {
    /// A reusable block (a `wp_block` post), as `/wp/v2/blocks` returns it to an authenticated user.
    ///
    /// Its title and content come with `raw` only: their ``Rendered/rendered`` text is empty.
    public struct ReusableBlock: Codable, Sendable, Equatable, Identifiable {
        /// The unique identifier.
        public var id: Int
        /// The creation date in the site's time zone.
        public var date: LocalDate?
        /// The creation date as an instant (`date_gmt`).
        @GMTDate public var dateGMT: Date?
        /// The globally unique identifier.
        public var guid: GUID?
        /// The last modification date in the site's time zone.
        public var modified: LocalDate?
        /// The last modification date as an instant (`modified_gmt`).
        @GMTDate public var modifiedGMT: Date?
        /// The URL-friendly name.
        public var slug: String?
        /// The status, such as `publish`.
        public var status: Status?
        /// The post type, `wp_block`.
        public var type: String?
        /// The permalink.
        public var link: URL?
        /// The title (`raw` only).
        public var title: Rendered?
        /// The block markup (`raw` only).
        public var content: Rendered?
        /// The theme template file; empty for the default.
        public var template: String?
        /// The password (`edit` context only).
        public var password: String?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, date, guid, modified, slug, status, type, link, title, content, template, password
            case dateGMT = "date_gmt"
            case modifiedGMT = "modified_gmt"
            case links = "_links"
        }
    }
}
