// WordPress.Post: a post from /wp/v2/posts, in the view, embed or edit context.
import Foundation
import RESTChain

extension WordPress {
    /// A post as `/wp/v2/posts` returns it.
    ///
    /// The fields every post type has (`id`, `title`, `date`, `link`…) are in ``common`` and read flat
    /// (`post.title.rendered`, see ``PostObject``); the post's own fields follow. Contexts: `embed` sends only
    /// `id`, `date`, `slug`, `type`, `link`, `title`, `author`, `excerpt`, `featured_media` and `_links`, so the
    /// rest is `nil` there; `edit` adds ``password``, the `raw` texts (`title.raw`, `content.raw`) and the
    /// `edit`-only fields of ``PostCommon``.
    /// ```swift
    /// let posts = try await wp.get(endpoint: .posts).decode(type: [WordPress.Post].self)
    /// print(posts[0].title.rendered, posts[0].dateGMT ?? .distantPast)
    /// ```
    public struct Post: PostObject {
        /// The fields every post type has.
        public var common: PostCommon
        /// The content, as HTML; empty and `protected` when a password hides it.
        public var content: Rendered?
        /// The excerpt, as HTML.
        public var excerpt: Rendered?
        /// The id of the featured image; `0` when there is none.
        public var featuredMedia: Int?
        /// Whether the post is sticky.
        public var sticky: Bool?
        /// The post format, such as `standard` or `aside`.
        public var format: String?
        /// The ids of the categories.
        public var categories: [Int]?
        /// The ids of the tags.
        public var tags: [Int]?
        /// The post password (`edit` context only).
        public var password: String?

        /// The member names WordPress uses for the post's own fields.
        enum CodingKeys: String, CodingKey {
            case content, excerpt, sticky, format, categories, tags, password
            case featuredMedia = "featured_media"
        }

        /// The JSON member behind each property.
        public static var fieldNames: [PartialKeyPath<Post>: String] {
            commonFieldNames.merging([
                \Post.id: "id",
                \Post.content: "content", \Post.excerpt: "excerpt", \Post.featuredMedia: "featured_media",
                \Post.sticky: "sticky", \Post.format: "format", \Post.categories: "categories",
                \Post.tags: "tags", \Post.password: "password",
            ]) { first, _ in first }
        }

        /// Decodes the common fields and the post's own from the same object.
        public init(from decoder: any Decoder) throws {
            common = try PostCommon(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            content = try container.decodeIfPresent(Rendered.self, forKey: .content)
            excerpt = try container.decodeIfPresent(Rendered.self, forKey: .excerpt)
            featuredMedia = try container.decodeIfPresent(Int.self, forKey: .featuredMedia)
            sticky = try container.decodeIfPresent(Bool.self, forKey: .sticky)
            format = try container.decodeIfPresent(String.self, forKey: .format)
            categories = try container.decodeIfPresent([Int].self, forKey: .categories)
            tags = try container.decodeIfPresent([Int].self, forKey: .tags)
            password = try container.decodeIfPresent(String.self, forKey: .password)
        }

        /// Encodes the common fields and the post's own into one object.
        public func encode(to encoder: any Encoder) throws {
            try common.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(content, forKey: .content)
            try container.encodeIfPresent(excerpt, forKey: .excerpt)
            try container.encodeIfPresent(featuredMedia, forKey: .featuredMedia)
            try container.encodeIfPresent(sticky, forKey: .sticky)
            try container.encodeIfPresent(format, forKey: .format)
            try container.encodeIfPresent(categories, forKey: .categories)
            try container.encodeIfPresent(tags, forKey: .tags)
            try container.encodeIfPresent(password, forKey: .password)
        }
    }
}
