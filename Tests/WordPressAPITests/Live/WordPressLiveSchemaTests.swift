// Against a real WordPress: each model keeps every property the route's own JSON schema (OPTIONS) publishes.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveSchemaTests {
    /// Schema properties a model leaves out on purpose, by route, with the reason.
    static let documentedGaps: [String: [String: String]] = [:]

    /// One model checked against one route: the route whose OPTIONS gives the schema, and an item (or, for a
    /// route that only lists, a list) to decode in the richest context it serves (`edit`, unless said).
    struct Case: Sendable, CustomStringConvertible {
        let route: String
        let item: String
        let query: [String: String]
        let context: WordPress.Context
        let check: @Sendable (WordPress, String) async throws -> Set<String>
        var description: String { route }

        init<Model: Codable & Sendable>(
            _ route: String, item: String, _ model: Model.Type, query: [String: String] = [:],
            context: WordPress.Context = .edit, listed: Bool = false
        ) {
            self.route = route
            self.item = item
            self.query = query
            self.context = context
            self.check = { wp, item in
                let session = Self.session(wp, item, query, context)
                let decoded: Model?
                if listed {
                    decoded = try await session.decode(type: [Model].self).first
                } else {
                    decoded = try await session.decode(type: Model.self)
                }
                let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(decoded))
                return Set(encoded.objectValue?.keys.map { $0 } ?? [])
            }
        }

        /// The GET of `item` with `query`, in `context`.
        static func session(
            _ wp: WordPress, _ item: String, _ query: [String: String], _ context: WordPress.Context
        ) -> GetSession {
            query.sorted { $0.key < $1.key }.reduce(wp.get(endpoint: .custom(path: item)).context(context)) {
                $0.query(key: $1.key, value: $1.value)
            }
        }

        /// The schema properties the route sends for the item and the model loses.
        func lostProperties(_ wp: WordPress) async throws -> [String] {
            let options = try await wp.client.request(.options, route).json()
            let schema = Set(options["schema"]?["properties"]?.objectValue?.keys.map { $0 } ?? [])
            #expect(!schema.isEmpty, "no schema for \(route)")
            var sent = try await Self.session(wp, item, query, context).json()
            if case .array(let items) = sent { sent = items.first ?? .null }
            // A member sent as null decodes to nil and is left out when encoding: the model keeps it.
            let sentKeys = Set(sent.objectValue?.filter { !$0.value.isNull }.keys.map { $0 } ?? [])
            #expect(!sentKeys.isEmpty, "nothing sent by \(item)")
            let kept = try await check(wp, item)
            let gaps = WordPressLiveSchemaTests.documentedGaps[route] ?? [:]
            return schema.intersection(sentKeys).subtracting(kept).subtracting(gaps.keys).sorted()
        }
    }

    static let cases: [Case] = [
        Case("posts", item: "posts/5", WordPress.Post.self),
        Case("pages", item: "pages/35", WordPress.Page.self),
        Case("media", item: "media/4", WordPress.Media.self),
        Case("blocks", item: "blocks/37", WordPress.ReusableBlock.self),
        Case("posts/13/revisions", item: "posts/13/revisions/33", WordPress.Revision.self),
        Case("categories", item: "categories/3", WordPress.Category.self),
        Case("tags", item: "tags/6", WordPress.Tag.self),
        Case("comments", item: "comments/1", WordPress.Comment.self),
        Case("users", item: "users/me", WordPress.User.self),
        Case(
            "users/me/application-passwords", item: "users/me/application-passwords/introspect",
            WordPress.ApplicationPassword.self),
        Case("taxonomies", item: "taxonomies/category", WordPress.Taxonomy.self),
        Case("types", item: "types/post", WordPress.PostType.self),
        Case("statuses", item: "statuses/publish", WordPress.PostStatusInfo.self),
        Case("themes", item: "themes/twentytwentythree", WordPress.Theme.self),
        Case("plugins", item: "plugins/akismet/akismet", WordPress.Plugin.self),
        Case("templates", item: "templates/twentytwentythree//home", WordPress.Template.self),
        Case("template-parts", item: "template-parts/twentytwentythree//header", WordPress.Template.self),
        Case("block-types", item: "block-types/core/paragraph", WordPress.BlockType.self),
        Case("sidebars", item: "sidebars/wp_inactive_widgets", WordPress.Sidebar.self),
        Case("widgets", item: "widgets/block-2", WordPress.Widget.self),
        Case("widget-types", item: "widget-types/archives", WordPress.WidgetType.self),
        Case("menu-locations", item: "menu-locations/restchain-primary", WordPress.MenuLocation.self),
        Case("block-renderer/core/archives", item: "block-renderer/core/archives", WordPress.RenderedBlock.self),
        Case(
            "block-directory/search", item: "block-directory/search", WordPress.BlockDirectoryItem.self,
            query: ["term": "restchain"], context: .view, listed: true),
        Case(
            "pattern-directory/patterns", item: "pattern-directory/patterns", WordPress.DirectoryPattern.self,
            query: ["search": "restchain"], listed: true),
    ]

    @Test(arguments: cases)
    func `the model keeps every schema property the route sends`(_ check: Case) async throws {
        let lost = try await check.lostProperties(try LiveSite.authenticated())
        #expect(lost.isEmpty, "\(check.route): the model drops \(lost)")
    }

    @Test func `the models of items written live keep every schema property their route sends`() async throws {
        let wp = try LiveSite.authenticated()
        let tag = UUID().uuidString.prefix(8)
        let menu = try await wp.create(.menus, body: .json(["name": "Schema \(tag)"])).decode(type: WordPress.Menu.self)
        let fields: JSONValue = [
            "title": "Home", "url": "https://example.com/", "menus": .number(Double(menu.id)), "status": "publish",
        ]
        let item = try await wp.create(.menuItems, body: .json(fields)).decode(type: WordPress.MenuItem.self)
        let navigation = try await wp.create(
            .navigationMenus, body: .json(["title": "Schema \(tag)", "status": "publish", "content": ""])
        )
        .decode(type: WordPress.Navigation.self)
        let page = try await wp.create(.pages, body: .json(WordPress.PostDraft(title: "Schema", status: .publish)))
            .decode(type: WordPress.Page.self)
        _ = try await wp.update(.page(id: page.id), body: .json(["title": "Schema, revised"])).data()
        let revision = try #require(
            try await wp.get(endpoint: .revisions(of: .page(id: page.id))).decode(type: [WordPress.Revision].self).first
        )
        let autosave = try await wp.create(.autosaves(of: .page(id: page.id)), body: .json(["title": "Autosaved"]))
            .decode(type: WordPress.Revision.self)
        let theme = try await wp.get(endpoint: .themes).query(key: "status", value: "active")
            .decode(type: [WordPress.Theme].self)
        let href = try #require(theme.first?.links?.first("wp:user-global-styles")?.href)
        let styles = try #require(href.split(separator: "/").last.map(String.init))

        let written: [Case] = [
            Case("menus", item: "menus/\(menu.id)", WordPress.Menu.self),
            Case("menu-items", item: "menu-items/\(item.id)", WordPress.MenuItem.self),
            Case("navigation", item: "navigation/\(navigation.id)", WordPress.Navigation.self),
            Case(
                "pages/\(page.id)/revisions", item: "pages/\(page.id)/revisions/\(revision.id)", WordPress.Revision.self
            ),
            Case(
                "pages/\(page.id)/autosaves", item: "pages/\(page.id)/autosaves/\(autosave.id)", WordPress.Revision.self
            ),
            Case("global-styles/\(styles)", item: "global-styles/\(styles)", WordPress.GlobalStyles.self),
        ]
        for check in written {
            let lost = try await check.lostProperties(wp)
            #expect(lost.isEmpty, "\(check.route): the model drops \(lost)")
        }
        _ = try await wp.delete(.page(id: page.id), force: true).data()
        _ = try await wp.delete(.navigationMenu(id: navigation.id), force: true).data()
        _ = try await wp.delete(.menuItem(id: item.id), force: true).data()
        _ = try await wp.delete(.menu(id: menu.id), force: true).data()
    }
}
