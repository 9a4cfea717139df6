// WordPress.Template: a block template or template part from /wp/v2/templates and /wp/v2/template-parts.
import Foundation
import RESTChain

extension WordPress {
    /// A block theme's template (`wp_template`) or template part (`wp_template_part`).
    ///
    /// Ids are `theme//slug`, such as `twentytwentythree//home`. Every field comes in every context; `content`
    /// carries `raw` only in `edit`. ``area`` is set for template parts only.
    public struct Template: Codable, Sendable, Equatable, Identifiable {
        /// The id, `theme//slug`.
        public var id: String
        /// The slug, such as `home` or `header`.
        public var slug: String
        /// The theme the template belongs to.
        public var theme: String
        /// `wp_template` or `wp_template_part`.
        public var type: String
        /// Where it comes from: `theme`, `plugin` or `custom`.
        public var source: String?
        /// Where a customized template came from; `nil` when not customized.
        public var origin: String?
        /// The block markup.
        public var content: Rendered?
        /// The title.
        public var title: Rendered?
        /// The description.
        public var description: String?
        /// The status, such as `publish`.
        public var status: Status?
        /// The id of the post that stores a customization; `0` when the theme's file is used.
        public var wpID: Int?
        /// Whether the theme ships a file for it.
        public var hasThemeFile: Bool?
        /// Whether the user made it.
        public var isCustom: Bool?
        /// The id of the author.
        public var author: Int?
        /// The area of a template part: `header`, `footer` or `uncategorized`.
        public var area: String?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, slug, theme, type, source, origin, content, title, description, status, author, area
            case wpID = "wp_id"
            case hasThemeFile = "has_theme_file"
            case isCustom = "is_custom"
            case links = "_links"
        }
    }
}
