// WordPress.Category and WordPress.Tag: the core taxonomies' terms, from /wp/v2/categories and /wp/v2/tags.
import Foundation
import RESTChain

extension WordPress {
    /// A category as `/wp/v2/categories` returns it: a ``Term`` of the `category` taxonomy.
    ///
    /// Categories are hierarchical: ``Term/parent`` is the id of the parent category, `0` at the top level.
    public typealias Category = Term

    /// A tag as `/wp/v2/tags` returns it: a ``Term`` of the `post_tag` taxonomy.
    ///
    /// Tags are flat: ``Term/parent`` is `nil`.
    public typealias Tag = Term
}
