// WordPress.Page: a page from /wp/v2/pages, in the view, embed or edit context.
import Foundation
import RESTChain

extension WordPress {
    /// A page as `/wp/v2/pages` returns it: like a ``Post`` but hierarchical, without terms, format or sticky.
    ///
    /// The fields every post type has are in ``common`` and the content, excerpt, featured image and password in
    /// ``text``; both read flat (`page.title.rendered`, see ``PostObject`` and ``TextPostObject``). Contexts:
    /// `embed` leaves out all but `id`, `date`, `slug`, `type`, `link`, `title`, `author`, `excerpt`,
    /// `featured_media` and `parent`; `edit` adds ``PostText/password`` and the `raw` texts.
    /// The parent page is embedded under the `up` relation: `page.embedded?.decode(WordPress.Page.self,
    /// relation: "up")`.
    public struct Page: TextPostObject {
        /// The fields every post type has.
        public var common: PostCommon
        /// The content, excerpt, featured image and password.
        public var text: PostText
        /// The id of the parent page; `0` for a top-level page.
        public var parent: Int?
        /// The position among sibling pages.
        public var menuOrder: Int?

        /// The member names WordPress uses for the page's own fields.
        enum CodingKeys: String, CodingKey {
            case parent
            case menuOrder = "menu_order"
        }

        /// The JSON member behind each property.
        public static var fieldNames: [PartialKeyPath<Page>: String] {
            textFieldNames.merging([\Page.id: "id", \Page.parent: "parent", \Page.menuOrder: "menu_order"]) {
                first, _ in first
            }
        }

        /// Decodes the common fields, the text and the page's own from the same object.
        public init(from decoder: any Decoder) throws {
            common = try PostCommon(from: decoder)
            text = try PostText(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            parent = try container.decodeIfPresent(Int.self, forKey: .parent)
            menuOrder = try container.decodeIfPresent(Int.self, forKey: .menuOrder)
        }

        /// Encodes the common fields, the text and the page's own into one object.
        public func encode(to encoder: any Encoder) throws {
            try common.encode(to: encoder)
            try text.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(parent, forKey: .parent)
            try container.encodeIfPresent(menuOrder, forKey: .menuOrder)
        }
    }
}
