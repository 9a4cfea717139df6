// WordPress.Theme: an installed theme from /wp/v2/themes.
import Foundation
import RESTChain

extension WordPress {
    /// An installed theme. Core WordPress 6.1 lists themes but cannot switch them over REST.
    ///
    /// `view` and `edit` send the same fields; the texts come with `raw` and `rendered`.
    public struct Theme: Codable, Sendable, Equatable, Identifiable {
        /// The theme's directory, such as `twentytwentythree`: its id in the routes.
        public var stylesheet: String
        /// The parent theme's directory; the same as ``stylesheet`` for a theme without a parent.
        public var template: String?
        /// The lowest PHP version it supports.
        public var requiresPHP: String?
        /// The lowest WordPress version it supports.
        public var requiresWP: String?
        /// Its translation text domain.
        public var textdomain: String?
        /// The installed version.
        public var version: String?
        /// The screenshot; `nil` when the theme has none.
        public var screenshot: URL?
        /// The author, as HTML.
        public var author: Rendered?
        /// The author's web site.
        public var authorURI: Rendered?
        /// The description.
        public var description: Rendered?
        /// The display name.
        public var name: Rendered?
        /// The theme's tags.
        public var tags: ThemeTags?
        /// The theme's web site.
        public var themeURI: Rendered?
        /// `active` or `inactive`.
        public var status: Status?
        /// The features the theme declares (`align-wide`, `editor-color-palette`…), as sent.
        public var themeSupports: [String: JSONValue]?
        /// The links to related resources.
        public var links: Links?

        /// The stable identity: the stylesheet.
        public var id: String { stylesheet }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case stylesheet, template, textdomain, version, screenshot, author, description, name, tags, status
            case requiresPHP = "requires_php"
            case requiresWP = "requires_wp"
            case authorURI = "author_uri"
            case themeURI = "theme_uri"
            case themeSupports = "theme_supports"
            case links = "_links"
        }
    }

    /// A theme's tags: the list, and the rendered comma-separated text.
    public struct ThemeTags: Codable, Sendable, Equatable {
        /// The tags.
        public var raw: [String]
        /// The tags as one string.
        public var rendered: String?
    }
}
