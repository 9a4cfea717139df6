// WordPress.WidgetPreview: a widget instance encoded or rendered by `widget-types/<id>/encode|render`.
import Foundation
import RESTChain

extension WordPress {
    /// What `POST /wp/v2/widget-types/<id>/encode` and `…/render` answer: the widget rendered as HTML, and, from
    /// `encode`, its admin form and the instance to store in a ``Widget``.
    public struct WidgetPreview: Codable, Sendable, Equatable {
        /// The widget as the site would render it (from `render`, a whole HTML document around it).
        public var preview: String
        /// The widget's admin form filled with the instance (`encode` only).
        public var form: String?
        /// The instance to send as a ``Widget``'s `instance`: `encoded`, `hash` and, where the widget allows it,
        /// `raw` (`encode` only).
        public var instance: JSONValue?
    }
}
