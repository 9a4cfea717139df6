// WordPress.Comment: a comment from /wp/v2/comments, in the view, embed or edit context.
import Foundation
import RESTChain

extension WordPress {
    /// A comment as `/wp/v2/comments` returns it, and as `_embed` inlines replies.
    ///
    /// ``id``, ``authorName``, ``content``, ``link`` and ``type`` come in every context; embedded replies lack
    /// ``post``, ``status`` and ``dateGMT``; only the `edit` context has the e-mail, IP and user agent.
    /// ``author`` is `0` for a visitor without an account; ``parent`` is `0` for a top-level comment.
    public struct Comment: Codable, Sendable, Equatable, Identifiable {
        /// The unique identifier.
        public var id: Int
        /// The id of the post commented on.
        public var post: Int?
        /// The id of the comment replied to; `0` for a top-level comment.
        public var parent: Int?
        /// The id of the commenting user; `0` for a visitor.
        public var author: Int?
        /// The commenter's display name.
        public var authorName: String
        /// The commenter's website; may be empty.
        public var authorURL: URL?
        /// The commenter's e-mail (edit context only).
        public var authorEmail: String?
        /// The commenter's IP address (edit context only).
        public var authorIP: String?
        /// The commenter's user agent (edit context only).
        public var authorUserAgent: String?
        /// Avatar URLs by pixel size (`"24"`, `"48"`, `"96"`); absent when avatars are off.
        public var authorAvatarURLs: [String: URL]?
        /// The date in the site's time zone.
        public var date: LocalDate?
        /// The date as an instant (`date_gmt`).
        @GMTDate public var dateGMT: Date?
        /// The text, as HTML.
        public var content: Rendered
        /// The URL of the comment on the site.
        public var link: URL
        /// The status, such as `approved` or `hold`.
        public var status: Status?
        /// The comment type, usually `comment`.
        public var type: String
        /// Registered metadata.
        public var meta: Meta?
        /// The links to related resources.
        public var links: Links?
        /// The resources `_embed` inlined (`up` is the post, `in-reply-to` the parent comment).
        public var embedded: Embedded?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, post, parent, author, date, content, link, status, type, meta
            case authorName = "author_name"
            case authorURL = "author_url"
            case authorEmail = "author_email"
            case authorIP = "author_ip"
            case authorUserAgent = "author_user_agent"
            case authorAvatarURLs = "author_avatar_urls"
            case dateGMT = "date_gmt"
            case links = "_links"
            case embedded = "_embedded"
        }
    }
}
