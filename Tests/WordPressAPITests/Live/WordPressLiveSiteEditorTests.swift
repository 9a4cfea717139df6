// Against a real WordPress: the site editor's writes — templates, template parts, global styles, sidebars, widgets.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveSiteEditorTests {
    @Test(arguments: [WordPress.Endpoint.templates, .templateParts])
    func `a template or part is created, updated, looked up, read in every context and deleted`(
        _ collection: WordPress.Endpoint
    ) async throws {
        let wp = try LiveSite.authenticated()
        let isPart = collection == .templateParts
        let slug = "live-\(UUID().uuidString.prefix(8).lowercased())"
        var body: [String: JSONValue] = ["slug": .string(slug), "title": "Live", "content": "<!-- wp:paragraph /-->"]
        if isPart { body["area"] = "footer" }
        let created = try await wp.create(collection, body: .json(body)).decode(type: WordPress.Template.self)
        #expect(created.slug == slug && created.type == (isPart ? "wp_template_part" : "wp_template"))
        #expect(isPart ? created.area == "footer" : created.isCustom == true)
        let item: WordPress.Endpoint = isPart ? .templatePart(id: created.id) : .template(id: created.id)
        let markup = "<!-- wp:paragraph --><p>Edited live</p><!-- /wp:paragraph -->"
        let updated = try await wp.update(item, body: .json(["content": markup, "description": "Live"]))
            .decode(type: WordPress.Template.self)
        #expect(updated.content?.raw == markup && updated.description == "Live")
        let read = try await wp.decodeInContexts(item, as: WordPress.Template.self)
        #expect(read.allSatisfy { $0.id == created.id })

        // The lookup names the template WordPress falls back to for a slug the theme does not have.
        let lookup: WordPress.Endpoint = isPart ? .templatePartLookup : .templateLookup
        let fallback = try await wp.get(endpoint: lookup).query(key: "slug", value: "single-post-\(slug)")
            .query(key: "is_custom", value: "false").query(key: "template_prefix", value: "single")
            .decode(type: WordPress.Template.self)
        #expect(!fallback.slug.isEmpty)

        let gone = try await wp.delete(item, force: true).decode(type: WordPress.Deletion<WordPress.Template>.self)
        #expect(gone.deleted && gone.previous.id == created.id)
        let missing = try await LiveSite.apiError { _ = try await wp.get(endpoint: item).data() }
        #expect(missing.code == .templateNotFound)
    }

    @Test func `the user's global styles are written, read back and put back`() async throws {
        let wp = try LiveSite.authenticated()
        let theme = try await wp.get(endpoint: .themes).query(key: "status", value: "active")
            .decode(type: [WordPress.Theme].self)
        let href = try #require(theme.first?.links?.first("wp:user-global-styles")?.href)
        let id = try #require(href.split(separator: "/").last.map(String.init))
        let before = try await wp.get(endpoint: .globalStyles(id: id)).context(.edit).json()
        let styles: JSONValue = ["color": ["background": "#fafaf0"]]
        let changed: JSONValue = ["styles": styles, "settings": [:]]
        let written = try await wp.update(.globalStyles(id: id), body: .json(changed))
            .decode(type: WordPress.GlobalStyles.self)
        #expect(written.styles?["color"]?["background"]?.stringValue == "#fafaf0")
        let read = try await wp.decodeInContexts(.globalStyles(id: id), as: WordPress.GlobalStyles.self)
        #expect(read.allSatisfy { $0.id == Int(id) })
        let original: JSONValue = [
            "styles": before["styles"] ?? [:], "settings": before["settings"] ?? [:],
        ]
        _ = try await wp.update(.globalStyles(id: id), body: .json(original)).data()
    }

    @Test func `a widget is updated and its sidebar reordered`() async throws {
        let wp = try LiveSite.authenticated()
        let fields: JSONValue = [
            "id_base": "block", "sidebar": "wp_inactive_widgets",
            "instance": ["raw": ["content": "<!-- wp:paragraph --><p>Live</p><!-- /wp:paragraph -->"]],
        ]
        let widget = try await wp.create(.widgets, body: .json(fields)).decode(type: WordPress.Widget.self)
        let edited: JSONValue = [
            "instance": ["raw": ["content": "<!-- wp:paragraph --><p>Edited</p><!-- /wp:paragraph -->"]]
        ]
        let updated = try await wp.update(.widget(id: widget.id), body: .json(edited)).context(.edit)
            .decode(type: WordPress.Widget.self)
        #expect(updated.instance?["raw"]?["content"]?.stringValue?.contains("Edited") == true)

        let sidebar = try await wp.get(endpoint: .sidebar(id: "wp_inactive_widgets")).decode(
            type: WordPress.Sidebar.self)
        let order = [widget.id] + (sidebar.widgets ?? []).filter { $0 != widget.id }
        let reordered = try await wp.update(
            .sidebar(id: "wp_inactive_widgets"), body: .json(["widgets": order])
        )
        .decode(type: WordPress.Sidebar.self)
        #expect(reordered.widgets?.first == widget.id)
        _ = try await wp.delete(.widget(id: widget.id), force: true).data()
    }

    /// The site registers one classic location, `restchain-primary` (Scripts/wordpress/mu-plugins).
    @Test func `a menu is put in a location, read there in every context and taken out`() async throws {
        let wp = try LiveSite.authenticated()
        let fields: JSONValue = [
            "name": .string("Live located \(UUID().uuidString.prefix(8))"), "locations": ["restchain-primary"],
        ]
        let menu = try await wp.create(.menus, body: .json(fields)).decode(type: WordPress.Menu.self)
        #expect(menu.locations == ["restchain-primary"])
        let located = try await wp.decodeInContexts(
            .menuLocation(name: "restchain-primary"), as: WordPress.MenuLocation.self)
        #expect(located.allSatisfy { $0.menu == menu.id && $0.description == "RESTChain primary" })
        let unknown = try await LiveSite.apiError {
            _ = try await wp.get(endpoint: .menuLocation(name: "nowhere")).data()
        }
        #expect(unknown.code == "rest_menu_location_invalid" && unknown.status == 404)
        _ = try await wp.delete(.menu(id: menu.id), force: true).data()
        let emptied = try await wp.get(endpoint: .menuLocation(name: "restchain-primary")).decode(
            type: WordPress.MenuLocation.self)
        #expect(emptied.menu == 0)
    }

    @Test func `a menu, its item and a navigation menu are renamed`() async throws {
        let wp = try LiveSite.authenticated()
        let tag = UUID().uuidString.prefix(8)
        let menu = try await wp.create(.menus, body: .json(["name": "Live rename \(tag)"])).decode(
            type: WordPress.Menu.self)
        let renamed = try await wp.update(
            .menu(id: menu.id), body: .json(["name": "Renamed \(tag)", "description": "Live"])
        )
        .decode(type: WordPress.Menu.self)
        #expect(renamed.name == "Renamed \(tag)" && renamed.description == "Live")
        let fields: JSONValue = [
            "title": "Home", "url": "https://example.com/", "menus": .number(Double(menu.id)), "status": "publish",
        ]
        let item = try await wp.create(.menuItems, body: .json(fields)).decode(type: WordPress.MenuItem.self)
        let moved = try await wp.update(.menuItem(id: item.id), body: .json(["url": "https://example.org/"]))
            .decode(type: WordPress.MenuItem.self)
        #expect(moved.url?.host == "example.org")
        _ = try await wp.delete(.menuItem(id: item.id), force: true).data()
        _ = try await wp.delete(.menu(id: menu.id), force: true).data()

        let navigation = try await wp.create(
            .navigationMenus, body: .json(["title": "Live \(tag)", "status": "publish", "content": ""])
        )
        .decode(type: WordPress.Navigation.self)
        let link = "<!-- wp:navigation-link {\"label\":\"Home\",\"url\":\"https://example.com/\"} /-->"
        let linked = try await wp.update(.navigationMenu(id: navigation.id), body: .json(["content": link]))
            .context(.edit).decode(type: WordPress.Navigation.self)
        #expect(linked.content?.raw == link)
        _ = try await wp.delete(.navigationMenu(id: navigation.id), force: true).data()
    }
}
