// WordPress.MenuItem: an entry of a classic navigation menu (/wp/v2/menu-items).
import Foundation
import RESTChain

extension WordPress {
    /// An entry of a classic menu: a link to a post, a term or a custom URL.
    ///
    /// Every field but ``menus`` and ``meta`` comes in every context; ``title`` carries `raw` in `edit`.
    public struct MenuItem: Codable, Sendable, Equatable, Identifiable {
        /// The unique identifier.
        public var id: Int
        /// The title.
        public var title: Rendered?
        /// What it links to, in words (`Custom Link`, `Page`).
        public var typeLabel: String?
        /// `custom`, `post_type`, `post_type_archive` or `taxonomy`.
        public var type: String?
        /// The status, such as `publish`.
        public var status: Status?
        /// The id of the parent item; `0` at the top.
        public var parent: Int?
        /// The link's `title` attribute.
        public var attrTitle: String?
        /// CSS classes.
        public var classes: [String]?
        /// The description.
        public var description: String?
        /// The position in the menu, from 1.
        public var menuOrder: Int?
        /// The type of the linked object, such as `page` or `category`.
        public var object: String?
        /// The id of the linked object; `0` for a custom link.
        public var objectID: Int?
        /// The link's `target`, such as `_blank`; empty for none.
        public var target: String?
        /// The link.
        public var url: URL?
        /// The link's `rel` values.
        public var xfn: [String]?
        /// Whether the linked object is gone.
        public var invalid: Bool?
        /// The id of the menu it belongs to (`view` and `edit` only).
        public var menus: Int?
        /// Registered metadata (`view` and `edit` only).
        public var meta: Meta?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, title, type, status, parent, classes, description, object, target, url, xfn, invalid, menus, meta
            case typeLabel = "type_label"
            case attrTitle = "attr_title"
            case menuOrder = "menu_order"
            case objectID = "object_id"
            case links = "_links"
        }
    }
}
