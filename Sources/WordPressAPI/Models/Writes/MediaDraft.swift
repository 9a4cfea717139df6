// WordPress.MediaDraft: the fields written to a media item after its file is uploaded.
import Foundation
import RESTChain

extension WordPress {
    /// What to write to a media item once its file is uploaded: every field optional, only those set are encoded.
    ///
    /// ```swift
    /// let details = WordPress.MediaDraft(title: "Harbour at dawn", altText: "Boats moored in a calm harbour")
    /// ```
    public struct MediaDraft: Codable, Sendable, Equatable {
        /// The title.
        public var title: String?
        /// The alternative text, read aloud by screen readers.
        public var altText: String?
        /// The caption, as HTML.
        public var caption: String?
        /// The description, as HTML.
        public var description: String?
        /// The id of the post the file belongs to.
        public var post: Int?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case title, caption, description, post
            case altText = "alt_text"
        }

        /// Creates the fields to write.
        public init(
            title: String? = nil, altText: String? = nil, caption: String? = nil, description: String? = nil,
            post: Int? = nil
        ) {
            self.title = title
            self.altText = altText
            self.caption = caption
            self.description = description
            self.post = post
        }

        /// Whether no field is set, so there is nothing to write.
        var isEmpty: Bool { self == MediaDraft() }
    }
}
