// WordPress.Sidebar: a widget area from /wp/v2/sidebars.
import Foundation
import RESTChain

extension WordPress {
    /// A widget area and the ids of the widgets in it. Move widgets by updating ``widgets``.
    public struct Sidebar: Codable, Sendable, Equatable, Identifiable {
        /// The id, such as `sidebar-1` or `wp_inactive_widgets`.
        public var id: String
        /// The name.
        public var name: String
        /// The description.
        public var description: String?
        /// The extra CSS class.
        public var `class`: String?
        /// HTML before each widget.
        public var beforeWidget: String?
        /// HTML after each widget.
        public var afterWidget: String?
        /// HTML before each widget title.
        public var beforeTitle: String?
        /// HTML after each widget title.
        public var afterTitle: String?
        /// `active` or `inactive`.
        public var status: Status?
        /// The ids of the widgets, in order.
        public var widgets: [String]?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, name, description, `class`, status, widgets
            case beforeWidget = "before_widget"
            case afterWidget = "after_widget"
            case beforeTitle = "before_title"
            case afterTitle = "after_title"
            case links = "_links"
        }
    }
}
