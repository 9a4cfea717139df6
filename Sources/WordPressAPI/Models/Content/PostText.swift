// WordPress.PostText: the fields a post and a page share beyond the common ones, decoded once for both.
import Foundation
import RESTChain

extension WordPress {
    /// The content, excerpt, featured image and password that ``Post`` and ``Page`` both have, stored once and
    /// read flat (`post.content?.rendered`, see ``TextPostObject``).
    ///
    /// Contexts: `embed` sends only ``excerpt`` and ``featuredMedia``; `edit` adds ``password`` and the `raw` texts.
    public struct PostText: Codable, Sendable, Equatable {
        /// The content, as HTML; empty and `protected` when a password hides it.
        public var content: Rendered?
        /// The excerpt, as HTML.
        public var excerpt: Rendered?
        /// The id of the featured image; `0` when there is none.
        public var featuredMedia: Int?
        /// The password (`edit` context only).
        public var password: String?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case content, excerpt, password
            case featuredMedia = "featured_media"
        }
    }

    /// A post type's item with a ``PostText`` (``Post``, ``Page``): its fields read as the item's own, like the
    /// ``PostCommon`` ones.
    ///
    /// ```swift
    /// func teaser(_ item: some WordPress.TextPostObject) -> String { item.excerpt?.rendered ?? "" }
    /// ```
    public protocol TextPostObject: PostObject {
        /// The content, excerpt, featured image and password.
        var text: PostText { get set }
    }
}

extension WordPress.TextPostObject {
    /// A field of ``WordPress/PostText``, read and written as the item's own (`post.content`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<WordPress.PostText, Value>) -> Value {
        get { text[keyPath: keyPath] }
        set { text[keyPath: keyPath] = newValue }
    }

    /// The JSON members of the common and the text fields but `id`, for ``WordPress/Partial``.
    static var textFieldNames: [PartialKeyPath<Self>: String] {
        commonFieldNames.merging([
            \Self.content: "content", \Self.excerpt: "excerpt", \Self.featuredMedia: "featured_media",
            \Self.password: "password",
        ]) { first, _ in first }
    }
}
