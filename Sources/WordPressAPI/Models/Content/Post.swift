// WordPress.Post: a post from /wp/v2/posts, in the view, embed or edit context.
import Foundation
import RESTChain

extension WordPress {
    /// A post as `/wp/v2/posts` returns it.
    ///
    /// The fields every post type has (`id`, `title`, `date`, `link`…) are in ``common`` and the content, excerpt,
    /// featured image and password in ``text``; both read flat (`post.title.rendered`, `post.content?.rendered`,
    /// see ``PostObject`` and ``TextPostObject``); the post's own fields follow. Contexts: `embed` sends only `id`,
    /// `date`, `slug`, `type`, `link`, `title`, `author`, `excerpt`, `featured_media` and `_links`, so the rest is
    /// `nil` there; `edit` adds ``PostText/password``, the `raw` texts (`title.raw`, `content.raw`) and the
    /// `edit`-only fields of ``PostCommon``.
    /// ```swift
    /// let posts = try await wp.get(endpoint: .posts).decode(type: [WordPress.Post].self)
    /// print(posts[0].title.rendered, posts[0].dateGMT ?? .distantPast)
    /// ```
    public struct Post: TextPostObject {
        /// The fields every post type has.
        public var common: PostCommon
        /// The content, excerpt, featured image and password.
        public var text: PostText
        /// Whether the post is sticky.
        public var sticky: Bool?
        /// The post format, such as `standard` or `aside`.
        public var format: String?
        /// The ids of the categories.
        public var categories: [Int]?
        /// The ids of the tags.
        public var tags: [Int]?

        /// The member names WordPress uses for the post's own fields.
        enum CodingKeys: String, CodingKey {
            case sticky, format, categories, tags
        }

        /// The JSON member behind each property.
        public static var fieldNames: [PartialKeyPath<Post>: String] {
            textFieldNames.merging([
                \Post.id: "id", \Post.sticky: "sticky", \Post.format: "format", \Post.categories: "categories",
                \Post.tags: "tags",
            ]) { first, _ in first }
        }

        /// Decodes the common fields, the text and the post's own from the same object.
        public init(from decoder: any Decoder) throws {
            common = try PostCommon(from: decoder)
            text = try PostText(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            sticky = try container.decodeIfPresent(Bool.self, forKey: .sticky)
            format = try container.decodeIfPresent(String.self, forKey: .format)
            categories = try container.decodeIfPresent([Int].self, forKey: .categories)
            tags = try container.decodeIfPresent([Int].self, forKey: .tags)
        }

        /// Encodes the common fields, the text and the post's own into one object.
        public func encode(to encoder: any Encoder) throws {
            try common.encode(to: encoder)
            try text.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(sticky, forKey: .sticky)
            try container.encodeIfPresent(format, forKey: .format)
            try container.encodeIfPresent(categories, forKey: .categories)
            try container.encodeIfPresent(tags, forKey: .tags)
        }
    }
}
