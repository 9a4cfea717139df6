// Against a real WordPress: writes to the site's structure — passwords, plugins, menus, navigation, templates, widgets.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveSiteWriteTests {
    @Test func `an application password is created, renamed, read and deleted`() async throws {
        let wp = try LiveSite.authenticated()
        let made = try await wp.create(.applicationPasswords(of: .me), body: .json(["name": "live test"]))
            .decode(type: WordPress.ApplicationPassword.self)
        #expect(made.password?.isEmpty == false)
        let renamed = try await wp.update(
            .applicationPassword(uuid: made.uuid, of: .me), body: .json(["name": "live test, renamed"])
        )
        .decode(type: WordPress.ApplicationPassword.self)
        #expect(renamed.name == "live test, renamed" && renamed.password == nil)
        _ = try await wp.delete(.applicationPassword(uuid: made.uuid, of: .me)).data()
        let left = try await wp.get(endpoint: .applicationPasswords(of: .me))
            .decode(type: [WordPress.ApplicationPassword].self)
        #expect(!left.contains { $0.uuid == made.uuid })
    }

    @Test func `a plugin is activated and deactivated`() async throws {
        let wp = try LiveSite.authenticated()
        let active = try await wp.activate(plugin: "akismet/akismet").decode(type: WordPress.Plugin.self)
        #expect(active.status == "active")
        let inactive = try await wp.deactivate(plugin: "akismet/akismet").decode(type: WordPress.Plugin.self)
        #expect(inactive.status == "inactive")
    }

    @Test func `a menu gets an item, both read in every context, then both go`() async throws {
        let wp = try LiveSite.authenticated()
        let menu = try await wp.create(.menus, body: .json(["name": "Live menu \(UUID().uuidString.prefix(8))"]))
            .decode(type: WordPress.Menu.self)
        let fields: JSONValue = [
            "title": "Home", "url": "https://example.com/", "menus": .number(Double(menu.id)), "status": "publish",
        ]
        let item = try await wp.create(.menuItems, body: .json(fields)).decode(type: WordPress.MenuItem.self)
        #expect(item.url?.host == "example.com" && item.menus == menu.id)
        let items = try await wp.decodeInContexts(
            .menuItems, as: [WordPress.MenuItem].self, query: ["menus": "\(menu.id)"])
        #expect(items.allSatisfy { $0.map(\.id) == [item.id] })
        _ = try await wp.decodeInContexts(.menuItem(id: item.id), as: WordPress.MenuItem.self)
        _ = try await wp.decodeInContexts(.autosaves(of: .menuItem(id: item.id)), as: [WordPress.Revision].self)
        _ = try await wp.decodeInContexts(.menu(id: menu.id), as: WordPress.Menu.self)
        _ = try await wp.decodeInContexts(.menus, as: [WordPress.Menu].self)
        _ = try await wp.delete(.menuItem(id: item.id), force: true).data()
        _ = try await wp.delete(.menu(id: menu.id), force: true).data()
    }

    @Test func `a navigation menu and a template are created, read in every context and deleted`() async throws {
        let wp = try LiveSite.authenticated()
        let navigation = try await wp.create(
            .navigationMenus, body: .json(["title": "Live navigation", "status": "publish", "content": ""])
        )
        .decode(type: WordPress.Navigation.self)
        _ = try await wp.decodeInContexts(.navigationMenus, as: [WordPress.Navigation].self)
        _ = try await wp.decodeInContexts(.navigationMenu(id: navigation.id), as: WordPress.Navigation.self)
        _ = try await wp.decodeInContexts(
            .revisions(of: .navigationMenu(id: navigation.id)), as: [WordPress.Revision].self)
        _ = try await wp.delete(.navigationMenu(id: navigation.id), force: true).data()

        let slug = "live-\(UUID().uuidString.prefix(8).lowercased())"
        let template = try await wp.create(
            .templates, body: .json(["slug": slug, "title": "Live template", "content": "<!-- wp:paragraph /-->"])
        )
        .decode(type: WordPress.Template.self)
        #expect(template.slug == slug && template.isCustom == true)
        _ = try await wp.decodeInContexts(.template(id: template.id), as: WordPress.Template.self)
        _ = try await wp.delete(.template(id: template.id), force: true).data()
    }

    @Test func `a widget moves into a sidebar and back, and settings are written`() async throws {
        let wp = try LiveSite.authenticated()
        let fields: JSONValue = [
            "id_base": "block", "sidebar": "wp_inactive_widgets",
            "instance": ["raw": ["content": "<!-- wp:paragraph --><p>Live</p><!-- /wp:paragraph -->"]],
        ]
        let widget = try await wp.create(.widgets, body: .json(fields)).decode(type: WordPress.Widget.self)
        #expect(widget.sidebar == "wp_inactive_widgets")
        _ = try await wp.delete(.widget(id: widget.id), force: true).data()

        let settings = try await wp.get(endpoint: .settings).decode(type: WordPress.Settings.self)
        let title = settings.title ?? ""
        let changed = try await wp.update(.settings, body: .json(["title": title + " (live)"]))
            .decode(type: WordPress.Settings.self)
        #expect(changed.title == title + " (live)")
        _ = try await wp.update(.settings, body: .json(["title": title])).data()
    }

    @Test func `an autosave of a post is written and read back`() async throws {
        let wp = try LiveSite.authenticated()
        // WordPress saves a draft's autosave into the draft itself; a published post gets a separate autosave.
        let draft = try await wp.create(.posts, body: .json(["title": "Autosaved", "status": "publish"]))
            .decode(type: WordPress.Post.self)
        _ = try await wp.create(
            .autosaves(of: .post(id: draft.id)), body: .json(["title": "Autosaved, edited", "content": "More"])
        )
        .data()
        let autosaves = try await wp.decodeInContexts(
            .autosaves(of: .post(id: draft.id)), as: [WordPress.Revision].self)
        #expect(autosaves.allSatisfy { !$0.isEmpty })
        _ = try await wp.delete(.post(id: draft.id), force: true).data()
    }
}
