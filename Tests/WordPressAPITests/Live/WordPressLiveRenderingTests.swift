// Against a real WordPress: the namespace root, and server-side rendering of blocks and widgets.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveRenderingTests {
    @Test func `the namespace root lists every route with its methods`() async throws {
        let index = try await LiveSite.authenticated().namespaceIndex().decode(type: WordPress.NamespaceIndex.self)
        #expect(index.namespace == "wp/v2")
        #expect(index.routes["/wp/v2/posts"]?.methods.contains("POST") == true)
        #expect(index.routes.count >= 90)
        let visitor = try await LiveSite.anonymous().namespaceIndex().decode(type: WordPress.NamespaceIndex.self)
        #expect(visitor.routes.keys.contains("/wp/v2/posts"))
    }

    @Test func `a dynamic block is rendered from posted attributes`() async throws {
        let wp = try LiveSite.authenticated()
        let plain = try await wp.render(block: "core/archives").decode(type: WordPress.RenderedBlock.self)
        let counted = try await wp.render(block: "core/archives", attributes: ["showPostCounts": true], in: 5)
            .decode(type: WordPress.RenderedBlock.self)
        #expect(plain.rendered.contains("wp-block-archives") && !plain.rendered.contains("&nbsp;("))
        #expect(counted.rendered.contains("&nbsp;("))
        let refusal = try await LiveSite.apiError {
            _ = try await wp.render(block: "core/archives", attributes: ["noSuchAttribute": 1]).data()
        }
        #expect(refusal.code == .invalidParam)
    }

    @Test func `a legacy widget is encoded from its form and rendered`() async throws {
        let wp = try LiveSite.authenticated()
        let encoded = try await wp.encode(widgetType: "search", formData: "widget-search[-1][title]=Find+it")
            .decode(type: WordPress.WidgetPreview.self)
        #expect(encoded.form?.contains("Find it") == true && encoded.preview.contains("Find it"))
        let instance = try #require(encoded.instance)
        #expect(instance["raw"]?["title"]?.stringValue == "Find it")
        let again = try await wp.encode(widgetType: "search", instance: instance).decode(
            type: WordPress.WidgetPreview.self)
        #expect(again.instance == instance)
        let rendered = try await wp.render(widgetType: "search", instance: instance).decode(
            type: WordPress.WidgetPreview.self)
        #expect(rendered.preview.contains("widget_search") && rendered.form == nil)
    }
}
