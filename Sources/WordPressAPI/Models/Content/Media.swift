// WordPress.Media: an attachment from /wp/v2/media, in the view, embed or edit context.
import Foundation
import RESTChain

extension WordPress {
    /// A media item (attachment) as `/wp/v2/media` returns it, and as `_embed` inlines a featured image.
    ///
    /// Only `id`, `slug`, `type`, `link` and `title` come in every context. ``mediaDetails`` holds the size
    /// variants of an image; it may be empty for other files. ``sourceURL`` is the original file.
    /// ```swift
    /// let thumb = media.mediaDetails?.sizes?["thumbnail"]?.sourceURL ?? media.sourceURL
    /// ```
    public struct Media: Codable, Sendable, Equatable, Identifiable {
        /// The unique identifier.
        public var id: Int
        /// The upload date in the site's time zone.
        public var date: LocalDate?
        /// The upload date as an instant (`date_gmt`).
        @GMTDate public var dateGMT: Date?
        /// The globally unique identifier.
        public var guid: GUID?
        /// The last modification date in the site's time zone.
        public var modified: LocalDate?
        /// The last modification date as an instant (`modified_gmt`).
        @GMTDate public var modifiedGMT: Date?
        /// The URL-friendly name.
        public var slug: String
        /// The status, usually `inherit`.
        public var status: Status?
        /// The post type, `attachment`.
        public var type: String
        /// The attachment page.
        public var link: String
        /// The title, as HTML.
        public var title: Rendered
        /// The id of the uploader.
        public var author: Int?
        /// Whether comments are `open` or `closed`.
        public var commentStatus: String?
        /// Whether pings are `open` or `closed`.
        public var pingStatus: String?
        /// The theme template file; empty for the default.
        public var template: String?
        /// Registered metadata.
        public var meta: Meta?
        /// The description, as HTML (view and edit contexts).
        public var description: Rendered?
        /// The caption, as HTML.
        public var caption: Rendered?
        /// The alternative text.
        public var altText: String?
        /// `image` or `file`.
        public var mediaType: String?
        /// The MIME type, such as `image/png`.
        public var mimeType: String?
        /// Dimensions, file and size variants.
        public var mediaDetails: MediaDetails?
        /// The id of the post the file is attached to; `nil` or `0` when unattached.
        public var post: Int?
        /// The URL of the original file.
        public var sourceURL: String?
        /// The image sizes WordPress has not generated yet (edit context only).
        public var missingImageSizes: [String]?
        /// The permalink with a placeholder (edit context only).
        public var permalinkTemplate: String?
        /// The slug WordPress would generate from the title (edit context only).
        public var generatedSlug: String?
        /// The links to related resources.
        public var links: Links?
        /// The resources `_embed` inlined.
        public var embedded: Embedded?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, date, guid, modified, slug, status, type, link, title, author, template, meta
            case description, caption, post
            case dateGMT = "date_gmt"
            case modifiedGMT = "modified_gmt"
            case commentStatus = "comment_status"
            case pingStatus = "ping_status"
            case altText = "alt_text"
            case mediaType = "media_type"
            case mimeType = "mime_type"
            case mediaDetails = "media_details"
            case sourceURL = "source_url"
            case missingImageSizes = "missing_image_sizes"
            case permalinkTemplate = "permalink_template"
            case generatedSlug = "generated_slug"
            case links = "_links"
            case embedded = "_embedded"
        }
    }
}
