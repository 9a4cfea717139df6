// WordPress.Menu and WordPress.MenuLocation: classic navigation menus (/wp/v2/menus, /wp/v2/menu-locations).
import Foundation
import RESTChain

extension WordPress {
    /// A classic navigation menu (a `nav_menu` term).
    public struct Menu: Codable, Sendable, Equatable, Identifiable {
        /// The unique identifier.
        public var id: Int
        /// The name.
        public var name: String
        /// The URL-friendly name.
        public var slug: String
        /// The description.
        public var description: String?
        /// Registered metadata.
        public var meta: Meta?
        /// The theme locations it is assigned to.
        public var locations: [String]?
        /// Whether new top-level pages are added to it.
        public var autoAdd: Bool?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, name, slug, description, meta, locations
            case autoAdd = "auto_add"
            case links = "_links"
        }
    }

    /// A place in a classic theme that shows a menu.
    public struct MenuLocation: Codable, Sendable, Equatable, Identifiable {
        /// The name, such as `primary`: its id in the routes.
        public var name: String
        /// The description.
        public var description: String?
        /// The id of the menu assigned to it; `0` when none.
        public var menu: Int?
        /// The links to related resources.
        public var links: Links?

        /// The stable identity: the name.
        public var id: String { name }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case name, description, menu
            case links = "_links"
        }
    }
}
