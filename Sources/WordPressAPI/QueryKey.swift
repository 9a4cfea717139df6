// WordPress.QueryKey: the handbook's common query parameters.
import Foundation

extension WordPress {
    /// A query parameter of the WordPress REST API, by its Swift name.
    public enum QueryKey: Sendable, Hashable {
        /// `page`: the page of a collection, from 1.
        case page
        /// `per_page`: items per page, at most 100.
        case perPage
        /// `search`: a search term.
        case search
        /// `orderby`: the field to sort by.
        case orderBy
        /// `order`: `asc` or `desc`.
        case order
        /// `include`: only these ids.
        case include
        /// `exclude`: not these ids.
        case exclude
        /// `categories`: posts in these category ids.
        case categories
        /// `tags`: posts with these tag ids.
        case tags
        /// `author`: items by these user ids.
        case author
        /// `status`: items with this status.
        case status
        /// `slug`: items with this slug.
        case slug
        /// `after`: published after an ISO 8601 date.
        case after
        /// `before`: published before an ISO 8601 date.
        case before
        /// `context`: `view`, `embed` or `edit`.
        case context
        /// `_fields`: only these fields.
        case fields
        /// `offset`: skip this many items.
        case offset
        /// `parent`: children of this id.
        case parent
        /// `post`: comments or media of this post.
        case post
        /// `type`: the type of search results.
        case type
        /// Any other parameter by its wire name.
        case custom(String)

        /// The name sent on the wire, such as `per_page`.
        public var name: String {
            switch self {
            case .page: "page"
            case .perPage: "per_page"
            case .search: "search"
            case .orderBy: "orderby"
            case .order: "order"
            case .include: "include"
            case .exclude: "exclude"
            case .categories: "categories"
            case .tags: "tags"
            case .author: "author"
            case .status: "status"
            case .slug: "slug"
            case .after: "after"
            case .before: "before"
            case .context: "context"
            case .fields: "_fields"
            case .offset: "offset"
            case .parent: "parent"
            case .post: "post"
            case .type: "type"
            case .custom(let name): name
            }
        }
    }

    /// The `context` a response is rendered for.
    public enum Context: String, Sendable, Hashable {
        /// Public fields.
        case view
        /// The short form used inside `_embedded`.
        case embed
        /// Every field, raw values included; needs authentication.
        case edit
    }
}
