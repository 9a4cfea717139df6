// WordPress.Page: a page from /wp/v2/pages, in the view, embed or edit context.
import Foundation
import RESTChain

extension WordPress {
    /// A page as `/wp/v2/pages` returns it: like a ``Post`` but hierarchical, without terms, format or sticky.
    ///
    /// The fields every post type has are in ``common`` and read flat (`page.title.rendered`, see
    /// ``PostObject``). Contexts: `embed` leaves out all but `id`, `date`, `slug`, `type`, `link`, `title`,
    /// `author`, `excerpt`, `featured_media` and `parent`; `edit` adds ``password`` and the `raw` texts.
    /// The parent page is embedded under the `up` relation: `page.embedded?.decode(WordPress.Page.self,
    /// relation: "up")`.
    public struct Page: PostObject {
        /// The fields every post type has.
        public var common: PostCommon
        /// The content, as HTML; empty and `protected` when a password hides it.
        public var content: Rendered?
        /// The excerpt, as HTML.
        public var excerpt: Rendered?
        /// The id of the featured image; `0` when there is none.
        public var featuredMedia: Int?
        /// The id of the parent page; `0` for a top-level page.
        public var parent: Int?
        /// The position among sibling pages.
        public var menuOrder: Int?
        /// The page password (`edit` context only).
        public var password: String?

        /// The member names WordPress uses for the page's own fields.
        enum CodingKeys: String, CodingKey {
            case content, excerpt, parent, password
            case featuredMedia = "featured_media"
            case menuOrder = "menu_order"
        }

        /// The JSON member behind each property.
        public static var fieldNames: [PartialKeyPath<Page>: String] {
            commonFieldNames.merging([
                \Page.id: "id",
                \Page.content: "content", \Page.excerpt: "excerpt", \Page.featuredMedia: "featured_media",
                \Page.parent: "parent", \Page.menuOrder: "menu_order", \Page.password: "password",
            ]) { first, _ in first }
        }

        /// Decodes the common fields and the page's own from the same object.
        public init(from decoder: any Decoder) throws {
            common = try PostCommon(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            content = try container.decodeIfPresent(Rendered.self, forKey: .content)
            excerpt = try container.decodeIfPresent(Rendered.self, forKey: .excerpt)
            featuredMedia = try container.decodeIfPresent(Int.self, forKey: .featuredMedia)
            parent = try container.decodeIfPresent(Int.self, forKey: .parent)
            menuOrder = try container.decodeIfPresent(Int.self, forKey: .menuOrder)
            password = try container.decodeIfPresent(String.self, forKey: .password)
        }

        /// Encodes the common fields and the page's own into one object.
        public func encode(to encoder: any Encoder) throws {
            try common.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(content, forKey: .content)
            try container.encodeIfPresent(excerpt, forKey: .excerpt)
            try container.encodeIfPresent(featuredMedia, forKey: .featuredMedia)
            try container.encodeIfPresent(parent, forKey: .parent)
            try container.encodeIfPresent(menuOrder, forKey: .menuOrder)
            try container.encodeIfPresent(password, forKey: .password)
        }
    }
}
