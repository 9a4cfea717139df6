// WordPress.GlobalStyles: a theme's or the user's global styles (/wp/v2/global-styles).
import Foundation
import RESTChain

extension WordPress {
    /// Global styles: `theme.json` settings and styles, of a theme (`global-styles/themes/<stylesheet>`) or the
    /// user's customization (`global-styles/<id>`).
    ///
    /// Settings and styles are theme.json documents, kept as `JSONValue` trees; ``id`` and ``title`` come only for
    /// the user's styles.
    public struct GlobalStyles: Codable, Sendable, Equatable {
        /// The id of the post that stores the user's styles; `nil` for a theme's.
        public var id: Int?
        /// The title; `nil` for a theme's.
        public var title: Rendered?
        /// The theme.json `settings`.
        public var settings: JSONValue?
        /// The theme.json `styles`.
        public var styles: JSONValue?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, title, settings, styles
            case links = "_links"
        }

        /// Decodes styles whose `id` WordPress sends as a string or a number.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decodeIfPresent(JSONValue.self, forKey: .id) {
            case .number(let number)?: id = Int(exactly: number)
            case .string(let text)?: id = Int(text)
            default: id = nil
            }
            title = try container.decodeIfPresent(Rendered.self, forKey: .title)
            settings = try container.decodeIfPresent(JSONValue.self, forKey: .settings)
            styles = try container.decodeIfPresent(JSONValue.self, forKey: .styles)
            links = try container.decodeIfPresent(Links.self, forKey: .links)
        }
    }
}
