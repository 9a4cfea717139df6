// WordPress.CommentDraft: the body of a create or update request for a comment; only set fields are sent.
import Foundation
import RESTChain

extension WordPress {
    /// What to write to a comment: every field optional, and only the fields you set are encoded.
    ///
    /// Creating (`POST /wp/v2/comments`) needs ``post`` and ``content``; signed-in users are the author
    /// automatically, while anonymous comments (if the site allows them) need ``authorName`` and ``authorEmail``.
    /// ```swift
    /// let reply = WordPress.CommentDraft(post: 23, parent: 2, content: "Thanks!")
    /// ```
    public struct CommentDraft: Codable, Sendable, Equatable {
        /// The id of the post to comment on.
        public var post: Int?
        /// The id of the comment to reply to.
        public var parent: Int?
        /// The text.
        public var content: String?
        /// The id of the commenting user (moderators only).
        public var author: Int?
        /// The commenter's display name.
        public var authorName: String?
        /// The commenter's e-mail address.
        public var authorEmail: String?
        /// The commenter's website.
        public var authorURL: String?
        /// The status, such as `.approved` or `.hold` (moderators only).
        public var status: Status?
        /// The date in the site's time zone.
        public var date: LocalDate?
        /// The date as an instant.
        @GMTDate public var dateGMT: Date?
        /// Registered metadata to write.
        public var meta: [String: JSONValue]?

        /// Creates a comment body with the fields to write.
        public init(
            post: Int? = nil, parent: Int? = nil, content: String? = nil, author: Int? = nil,
            authorName: String? = nil, authorEmail: String? = nil, authorURL: String? = nil,
            status: Status? = nil, date: LocalDate? = nil, dateGMT: Date? = nil,
            meta: [String: JSONValue]? = nil
        ) {
            self.post = post
            self.parent = parent
            self.content = content
            self.author = author
            self.authorName = authorName
            self.authorEmail = authorEmail
            self.authorURL = authorURL
            self.status = status
            self.date = date
            self._dateGMT = GMTDate(wrappedValue: dateGMT)
            self.meta = meta
        }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case post, parent, content, author, status, date, meta
            case authorName = "author_name"
            case authorEmail = "author_email"
            case authorURL = "author_url"
            case dateGMT = "date_gmt"
        }
    }
}
