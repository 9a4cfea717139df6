// WordPress's server-side rendering: dynamic blocks, and legacy widgets encoded from a form or rendered.
import Foundation
import RESTChain

extension WordPress {
    /// Renders a dynamic block with `attributes` on the server (`POST /wp/v2/block-renderer/<name>`); decode the
    /// answer as ``RenderedBlock``.
    ///
    /// ```swift
    /// let html = try await wp.render(block: "core/archives", attributes: ["showPostCounts": true])
    ///     .decode(type: WordPress.RenderedBlock.self).rendered
    /// ```
    /// - Parameters:
    ///   - block: The block's name, such as `core/archives`.
    ///   - attributes: The block's attributes; unknown ones fail with `rest_invalid_param`.
    ///   - post: The id of the post to render it in the context of, if any.
    /// - Returns: The request, sent when a handler asks for its answer (in the `edit` context, which needs the
    ///   right to edit posts).
    public func render(block: String, attributes: JSONValue = [:], in post: Int? = nil) -> RequestSession {
        var body: [String: JSONValue] = ["attributes": attributes, "context": "edit"]
        if let post { body["post_id"] = .number(Double(post)) }
        return create(.blockRenderer(name: block), body: .json(body))
    }

    /// Encodes a legacy widget's settings into an instance (`POST /wp/v2/widget-types/<id>/encode`); decode the
    /// answer as ``WidgetPreview``.
    ///
    /// Give either the `instance` already stored (to re-encode it) or the admin form's fields as `formData`, a
    /// URL-encoded string such as `widget-search[1][title]=Find`.
    /// - Parameters:
    ///   - widgetType: The widget type's id, such as `search`.
    ///   - instance: A stored instance (`encoded` and `hash`, or `raw`).
    ///   - formData: The submitted form, URL-encoded.
    /// - Returns: The request, sent when a handler asks for its answer.
    public func encode(widgetType: String, instance: JSONValue? = nil, formData: String? = nil) -> RequestSession {
        var body: [String: JSONValue] = [:]
        if let instance { body["instance"] = instance }
        if let formData { body["form_data"] = .string(formData) }
        return create(.widgetEncoding(typeID: widgetType), body: .json(body))
    }

    /// Renders a legacy widget instance as the site would show it (`POST /wp/v2/widget-types/<id>/render`);
    /// decode the answer as ``WidgetPreview``.
    ///
    /// - Parameters:
    ///   - widgetType: The widget type's id, such as `search`.
    ///   - instance: The instance, such as `["raw": ["title": "Find"]]`, or one that ``encode(widgetType:instance:formData:)``
    ///     returned.
    /// - Returns: The request, sent when a handler asks for its answer.
    public func render(widgetType: String, instance: JSONValue) -> RequestSession {
        create(.widgetRendering(typeID: widgetType), body: .json(["instance": instance]))
    }
}
