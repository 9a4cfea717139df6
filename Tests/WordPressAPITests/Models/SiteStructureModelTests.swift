// The site-structure models decode what WordPress 6.1 sent, recorded in Fixtures/wordpress.
import Foundation
import RESTChain
import Testing
import WordPressAPI

struct SiteStructureModelTests {
    @Test func `themes, plugins, templates and block types decode from the recordings`() async throws {
        let wp = try fixtureSite()
        let themes = try await wp.get(endpoint: .themes).decode(type: [WordPress.Theme].self)
        #expect(themes.contains { $0.stylesheet == "twentytwentythree" && $0.screenshot?.pathExtension == "png" })
        let plugins = try await wp.get(endpoint: .plugins).decode(type: [WordPress.Plugin].self)
        #expect(plugins.contains { $0.plugin == "akismet/akismet" && $0.pluginURI?.host == "akismet.com" })
        let templates = try await wp.get(endpoint: .templates).context(.edit).decode(type: [WordPress.Template].self)
        #expect(templates.contains { $0.id == "twentytwentythree//home" && $0.content?.raw?.isEmpty == false })
        let parts = try await wp.get(endpoint: .templateParts).decode(type: [WordPress.Template].self)
        #expect(parts.contains { $0.area == "header" })
        let paragraph = try await wp.get(endpoint: .blockType(name: "core/paragraph"))
            .decode(type: WordPress.BlockType.self)
        #expect(paragraph.providesContext == [:] && paragraph.attributes?["content"] != nil)
        let categories = try await wp.get(endpoint: .blockPatternCategories)
            .decode(type: [WordPress.BlockPatternCategory].self)
        #expect(categories.map(\.name).contains("buttons"))
    }

    @Test func `sidebars, widgets, menus and the signed-in password decode from the recordings`() async throws {
        let wp = try fixtureSite()
        let sidebars = try await wp.get(endpoint: .sidebars).decode(type: [WordPress.Sidebar].self)
        #expect(sidebars.contains { $0.id == "wp_inactive_widgets" && $0.widgets?.isEmpty == false })
        let widgets = try await wp.get(endpoint: .widgets).decode(type: [WordPress.Widget].self)
        #expect(widgets.allSatisfy { $0.idBase == "block" })
        let types = try await wp.get(endpoint: .widgetTypes).decode(type: [WordPress.WidgetType].self)
        #expect(types.contains { $0.id == "archives" && $0.isMulti == true })
        let locations = try await wp.get(endpoint: .menuLocations)
            .decode(type: WordPress.KeyedObject<WordPress.MenuLocation>.self)
        #expect(locations.members.isEmpty)
        #expect(try await wp.get(endpoint: .menus).decode(type: [WordPress.Menu].self).isEmpty)
        #expect(try await wp.get(endpoint: .navigationMenus).decode(type: [WordPress.Navigation].self).isEmpty)
        let password = try await wp.get(endpoint: .applicationPasswordIntrospection(of: .me))
            .decode(type: WordPress.ApplicationPassword.self)
        #expect(!password.uuid.isEmpty && password.password == nil)
    }

    @Test func `the recorded narrowed posts decode as partials and the invalid parameter as its details`() async throws
    {
        let wp = try fixtureSite()
        let items = try await wp.get(endpoint: .posts).fields("id", "title")
            .decode(type: [WordPress.Partial<WordPress.Post>].self)
        #expect(items.count == 10 && items.allSatisfy { $0.id != nil && $0.title != nil && $0.slug == nil })
        do {
            _ = try await wp.get(endpoint: .posts).query(key: .perPage, value: "abc").data()
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            let error = failure.apiError as? WordPress.APIError
            #expect(error?.code == .invalidParam && error?.invalidParameters["per_page"] != nil)
            #expect(error?.data?.details?["per_page"]?.code == .invalidType)
        }
    }
}
