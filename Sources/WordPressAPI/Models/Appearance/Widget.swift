// WordPress.Widget and WordPress.WidgetType: widgets in sidebars and the kinds of widget (/wp/v2/widgets).
import Foundation
import RESTChain

extension WordPress {
    /// A widget placed in a sidebar.
    public struct Widget: Codable, Sendable, Equatable, Identifiable {
        /// The id, such as `block-2`.
        public var id: String
        /// The widget type, such as `block`.
        public var idBase: String?
        /// The sidebar it is in.
        public var sidebar: String?
        /// The widget as the site renders it.
        public var rendered: String?
        /// The widget's admin form (`edit` context only).
        public var renderedForm: String?
        /// The widget's settings: `encoded`, `hash` and (for block widgets) `raw`.
        public var instance: JSONValue?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, sidebar, rendered, instance
            case idBase = "id_base"
            case renderedForm = "rendered_form"
            case links = "_links"
        }
    }

    /// A kind of widget a sidebar can hold.
    public struct WidgetType: Codable, Sendable, Equatable, Identifiable {
        /// The id, such as `archives`.
        public var id: String
        /// The name.
        public var name: String
        /// The description.
        public var description: String?
        /// Whether a sidebar can hold more than one.
        public var isMulti: Bool?
        /// The CSS class of the widget.
        public var classname: String?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case id, name, description, classname
            case isMulti = "is_multi"
            case links = "_links"
        }
    }
}
