// WordPress.Endpoint: every core route of the REST API handbook.
import Foundation
import RESTChain

extension WordPress {
    /// A route of the WordPress REST API, relative to the namespace. Ids are strings, as in the URL; each case
    /// with an id also has a form that takes an `Int`.
    public enum Endpoint: Sendable, Hashable {
        /// `posts`.
        case posts
        /// `posts/<id>`.
        case post(id: String)
        /// `posts/<id>/revisions`: the revisions of a post (authenticated).
        case revisions(postID: String)
        /// `posts/<postID>/revisions/<id>`.
        case revision(postID: String, id: String)
        /// `pages`.
        case pages
        /// `pages/<id>`.
        case page(id: String)
        /// `media`.
        case media
        /// `media/<id>`.
        case mediaItem(id: String)
        /// `categories`.
        case categories
        /// `categories/<id>`.
        case category(id: String)
        /// `tags`.
        case tags
        /// `tags/<id>`.
        case tag(id: String)
        /// `taxonomies`.
        case taxonomies
        /// `taxonomies/<slug>`.
        case taxonomy(slug: String)
        /// `comments`.
        case comments
        /// `comments/<id>`.
        case comment(id: String)
        /// `users`.
        case users
        /// `users/<id>`.
        case user(id: String)
        /// `users/me`: the signed-in user.
        case me
        /// `types`.
        case types
        /// `types/<slug>`.
        case type(slug: String)
        /// `statuses`.
        case statuses
        /// `statuses/<slug>`.
        case status(slug: String)
        /// `settings` (authenticated).
        case settings
        /// `search`.
        case search
        /// `blocks`: reusable blocks (authenticated).
        case blocks
        /// `blocks/<id>`.
        case block(id: String)
        /// Any other path under the namespace.
        case custom(path: String)

        /// The path under the namespace, with ids escaped as single segments.
        public var path: String {
            switch self {
            case .posts: "posts"
            case .post(let id): "posts/\(segment: id)"
            case .revisions(let postID): "posts/\(segment: postID)/revisions"
            case .revision(let postID, let id): "posts/\(segment: postID)/revisions/\(segment: id)"
            case .pages: "pages"
            case .page(let id): "pages/\(segment: id)"
            case .media: "media"
            case .mediaItem(let id): "media/\(segment: id)"
            case .categories: "categories"
            case .category(let id): "categories/\(segment: id)"
            case .tags: "tags"
            case .tag(let id): "tags/\(segment: id)"
            case .taxonomies: "taxonomies"
            case .taxonomy(let slug): "taxonomies/\(segment: slug)"
            case .comments: "comments"
            case .comment(let id): "comments/\(segment: id)"
            case .users: "users"
            case .user(let id): "users/\(segment: id)"
            case .me: "users/me"
            case .types: "types"
            case .type(let slug): "types/\(segment: slug)"
            case .statuses: "statuses"
            case .status(let slug): "statuses/\(segment: slug)"
            case .settings: "settings"
            case .search: "search"
            case .blocks: "blocks"
            case .block(let id): "blocks/\(segment: id)"
            case .custom(let path): path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            }
        }
    }
}
