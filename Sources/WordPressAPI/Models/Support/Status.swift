// WordPress.Status: the status of a post, page, attachment or comment; any value decodes.
import Foundation
import RESTChain

extension WordPress {
    /// The status of a post, page, attachment or comment, such as `publish`, `draft` or `approved`.
    ///
    /// Any string decodes, so statuses added by plugins never fail a decode; the common ones have constants:
    /// ```swift
    /// if post.status == .publish { … }
    /// let draft = WordPress.PostDraft(title: "Hi", status: .draft)
    /// ```
    public struct Status: OpenEnum {
        /// The status as WordPress spells it.
        public let rawValue: String

        /// Wraps a status.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Published and public.
        public static let publish: Status = "publish"
        /// Scheduled for a future date.
        public static let future: Status = "future"
        /// Not yet published.
        public static let draft: Status = "draft"
        /// Awaiting review.
        public static let pending: Status = "pending"
        /// Visible only to those who may read private posts.
        public static let `private`: Status = "private"
        /// In the trash.
        public static let trash: Status = "trash"
        /// Created automatically by the editor and never saved.
        public static let autoDraft: Status = "auto-draft"
        /// Takes the status of the parent (attachments, revisions).
        public static let inherit: Status = "inherit"
        /// A comment that is visible (comments only).
        public static let approved: Status = "approved"
        /// A comment held for moderation (comments only).
        public static let hold: Status = "hold"
        /// A comment marked as spam (comments only).
        public static let spam: Status = "spam"
    }
}
