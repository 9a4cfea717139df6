// WordPress.MediaDraft: the fields written to a media item after its file is uploaded, or later.
import Foundation
import RESTChain

extension WordPress {
    /// What to write to a media item once its file is uploaded, or to change on it later
    /// (`POST /wp/v2/media/<id>`): every field optional, only those set are encoded.
    ///
    /// ```swift
    /// let details = WordPress.MediaDraft(title: "Harbour at dawn", altText: "Boats moored in a calm harbour")
    /// let item = try await wp.update(.mediaItem(id: 7), body: .json(details)).decode(type: WordPress.Media.self)
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
        /// The id of the post the file belongs to; `0` detaches it.
        public var post: Int?
        /// The URL-friendly name.
        public var slug: String?
        /// The status, such as `.publish` (media is `inherit` by default).
        public var status: Status?
        /// The id of the author.
        public var author: Int?
        /// Registered metadata to write.
        public var meta: [String: JSONValue]?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case title, caption, description, post, slug, status, author, meta
            case altText = "alt_text"
        }

        /// Creates the fields to write.
        public init(
            title: String? = nil, altText: String? = nil, caption: String? = nil, description: String? = nil,
            post: Int? = nil, slug: String? = nil, status: Status? = nil, author: Int? = nil,
            meta: [String: JSONValue]? = nil
        ) {
            self.title = title
            self.altText = altText
            self.caption = caption
            self.description = description
            self.post = post
            self.slug = slug
            self.status = status
            self.author = author
            self.meta = meta
        }

        /// Whether no field is set, so there is nothing to write.
        var isEmpty: Bool { self == MediaDraft() }
    }
}
