// Against a real WordPress: every route of the 6.1 index decodes into its model, in each context it serves.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveRouteTests {
    @Test func `posts, pages, media and blocks decode in every context, one by one too`() async throws {
        let wp = try LiveSite.authenticated()
        // Seeded posts only: the write tests create and delete others meanwhile.
        let seeded = ["before": "2025-01-01T00:00:00"]
        let posts = try await wp.decodeInContexts(.posts, as: [WordPress.Post].self, query: seeded)
        #expect(posts.allSatisfy { !$0.isEmpty })
        #expect(posts[2].allSatisfy { $0.title.raw != nil } && posts[1].allSatisfy { $0.content == nil })
        let post = try #require(posts[0].first)
        _ = try await wp.decodeInContexts(.post(id: post.id), as: WordPress.Post.self)
        let pages = try await wp.decodeInContexts(.pages, as: [WordPress.Page].self, query: seeded)
        _ = try await wp.decodeInContexts(.page(id: try #require(pages[0].first).id), as: WordPress.Page.self)
        let media = try await wp.decodeInContexts(.media, as: [WordPress.Media].self, query: seeded)
        let item = try #require(media[0].first)
        #expect(item.sourceURL?.scheme == "http")
        _ = try await wp.decodeInContexts(.mediaItem(id: item.id), as: WordPress.Media.self)
        let blocks = try await wp.decodeInContexts(.blocks, as: [WordPress.ReusableBlock].self, query: seeded)
        let block = try #require(blocks[0].first)
        _ = try await wp.decodeInContexts(.block(id: block.id), as: WordPress.ReusableBlock.self)
    }

    @Test func `revisions and autosaves of posts, pages and blocks decode`() async throws {
        let wp = try LiveSite.authenticated()
        let revised = try await wp.get(endpoint: .post(id: 13)).decode(type: WordPress.Post.self)
        let revisions = try await wp.decodeInContexts(
            .revisions(of: .post(id: revised.id)), as: [WordPress.Revision].self, contexts: [.view, .edit])
        let revision = try #require(revisions[0].first)
        _ = try await wp.decodeInContexts(
            .revision(id: revision.id, of: .post(id: revised.id)), as: WordPress.Revision.self,
            contexts: [.view, .embed, .edit])
        for parent: WordPress.Endpoint in [.post(id: 13), .page(id: 35), .block(id: 37)] {
            _ = try await wp.decodeInContexts(.revisions(of: parent), as: [WordPress.Revision].self)
            _ = try await wp.decodeInContexts(.autosaves(of: parent), as: [WordPress.Revision].self)
        }
    }

    @Test func `block types, patterns, pattern categories and the renderer decode`() async throws {
        let wp = try LiveSite.authenticated()
        let types = try await wp.decodeInContexts(.blockTypes(), as: [WordPress.BlockType].self)
        #expect(types[0].contains { $0.name == "core/paragraph" })
        let core = try await wp.get(endpoint: .blockTypes(namespace: "core")).decode(type: [WordPress.BlockType].self)
        #expect(core.allSatisfy { $0.name.hasPrefix("core/") })
        let paragraph = try await wp.decodeInContexts(.blockType(name: "core/paragraph"), as: WordPress.BlockType.self)
        #expect(paragraph.allSatisfy { $0.title == "Paragraph" })
        let patterns = try await wp.get(endpoint: .blockPatterns).decode(type: [WordPress.BlockPattern].self)
        #expect(!patterns.isEmpty && patterns.allSatisfy { !$0.content.isEmpty })
        let categories = try await wp.get(endpoint: .blockPatternCategories)
            .decode(type: [WordPress.BlockPatternCategory].self)
        #expect(categories.contains { $0.name == "buttons" })
        let rendered = try await wp.get(endpoint: .blockRenderer(name: "core/archives")).context(.edit)
            .decode(type: WordPress.RenderedBlock.self)
        #expect(rendered.rendered.contains("wp-block-archives"))
    }

    @Test func `the WordPress.org directories answer with a typed error when the site is offline`() async throws {
        let wp = try LiveSite.authenticated()
        for endpoint: WordPress.Endpoint in [.blockDirectorySearch, .patternDirectory] {
            do {
                _ = try await wp.get(endpoint: endpoint).query(key: "term", value: "x")
                    .decode(type: [WordPress.BlockDirectoryItem].self)
                Issue.record("the test site cannot reach WordPress.org")
            } catch .httpStatus(let failure) {
                #expect(failure.statusCode == 500 && failure.apiError is WordPress.APIError)
            }
        }
    }

    @Test func `terms, comments, users, types, statuses and taxonomies decode in every context`() async throws {
        let wp = try LiveSite.authenticated()
        let categories = try await wp.decodeInContexts(.categories, as: [WordPress.Category].self)
        _ = try await wp.decodeInContexts(
            .category(id: try #require(categories[0].min { $0.id < $1.id }).id), as: WordPress.Category.self)
        let tags = try await wp.decodeInContexts(.tags, as: [WordPress.Tag].self)
        _ = try await wp.decodeInContexts(.tag(id: try #require(tags[0].first).id), as: WordPress.Tag.self)
        let comments = try await wp.decodeInContexts(
            .comments, as: [WordPress.Comment].self, query: ["before": "2025-01-01T00:00:00"])
        _ = try await wp.decodeInContexts(.comment(id: try #require(comments[0].first).id), as: WordPress.Comment.self)
        let users = try await wp.decodeInContexts(.users, as: [WordPress.User].self)
        _ = try await wp.decodeInContexts(.user(id: try #require(users[0].first).id), as: WordPress.User.self)
        _ = try await wp.decodeInContexts(.me, as: WordPress.User.self)
        let types = try await wp.decodeInContexts(.types, as: [String: WordPress.PostType].self)
        #expect(types.allSatisfy { $0["post"] != nil })
        _ = try await wp.decodeInContexts(.type(slug: "post"), as: WordPress.PostType.self)
        let statuses = try await wp.decodeInContexts(.statuses, as: [String: WordPress.PostStatusInfo].self)
        #expect(statuses.allSatisfy { $0["publish"] != nil })
        _ = try await wp.decodeInContexts(.status(slug: "publish"), as: WordPress.PostStatusInfo.self)
        _ = try await wp.decodeInContexts(.taxonomies, as: [String: WordPress.Taxonomy].self)
        _ = try await wp.decodeInContexts(.taxonomy(slug: "category"), as: WordPress.Taxonomy.self)
        let hits = try await wp.decodeInContexts(
            .search, as: [WordPress.SearchResult].self, contexts: [.view, .embed], query: ["search": "post"])
        #expect(hits.allSatisfy { !$0.isEmpty })
    }

    @Test func `settings, themes, plugins, templates and global styles decode`() async throws {
        let wp = try LiveSite.authenticated()
        _ = try await wp.get(endpoint: .settings).decode(type: WordPress.Settings.self)
        let themes = try await wp.decodeInContexts(.themes, as: [WordPress.Theme].self, contexts: [.view, .edit])
        let active = try #require(themes[0].first { $0.status == "active" })
        _ = try await wp.get(endpoint: .theme(stylesheet: active.stylesheet)).decode(type: WordPress.Theme.self)
        let plugins = try await wp.decodeInContexts(.plugins, as: [WordPress.Plugin].self)
        #expect(plugins.allSatisfy { $0.contains { $0.plugin == "akismet/akismet" } })
        _ = try await wp.decodeInContexts(.plugin(file: "akismet/akismet"), as: WordPress.Plugin.self)
        let templates = try await wp.decodeInContexts(.templates, as: [WordPress.Template].self)
        let home = try #require(templates[2].first { $0.slug == "home" })
        #expect(home.content?.raw?.isEmpty == false)
        _ = try await wp.decodeInContexts(.template(id: home.id), as: WordPress.Template.self)
        _ = try await wp.get(endpoint: .templateLookup).query(key: "slug", value: "front-page")
            .decode(type: WordPress.Template.self)
        let parts = try await wp.decodeInContexts(.templateParts, as: [WordPress.Template].self)
        let header = try #require(parts[0].first { $0.area == "header" })
        _ = try await wp.decodeInContexts(.templatePart(id: header.id), as: WordPress.Template.self)
        let styles = try await wp.get(endpoint: .themeGlobalStyles(stylesheet: active.stylesheet))
            .decode(type: WordPress.GlobalStyles.self)
        #expect(styles.settings != nil)
        _ = try await wp.get(endpoint: .themeGlobalStyleVariations(stylesheet: active.stylesheet))
            .decode(type: [WordPress.GlobalStyles].self)
        let userStyles = try #require(active.links?.first("wp:user-global-styles")?.href)
        let id = try #require(userStyles.split(separator: "/").last.map(String.init))
        let mine = try await wp.decodeInContexts(.globalStyles(id: id), as: WordPress.GlobalStyles.self)
        #expect(mine.allSatisfy { $0.id == Int(id) })
    }

    @Test func `sidebars, widgets, widget types and menu locations decode`() async throws {
        let wp = try LiveSite.authenticated()
        let sidebars = try await wp.decodeInContexts(.sidebars, as: [WordPress.Sidebar].self)
        let sidebar = try #require(sidebars[0].first)
        _ = try await wp.decodeInContexts(.sidebar(id: sidebar.id), as: WordPress.Sidebar.self)
        let widgets = try await wp.decodeInContexts(.widgets, as: [WordPress.Widget].self)
        let widget = try #require(widgets[0].first)
        _ = try await wp.decodeInContexts(.widget(id: widget.id), as: WordPress.Widget.self)
        let types = try await wp.decodeInContexts(.widgetTypes, as: [WordPress.WidgetType].self)
        #expect(types.allSatisfy { $0.contains { $0.id == "archives" } })
        _ = try await wp.decodeInContexts(.widgetType(id: "archives"), as: WordPress.WidgetType.self)
        _ = try await wp.decodeInContexts(.menuLocations, as: WordPress.KeyedObject<WordPress.MenuLocation>.self)
    }

    @Test func `the signed-in application password introspects and lists`() async throws {
        let wp = try LiveSite.authenticated()
        let current = try await wp.get(endpoint: .applicationPasswordIntrospection(of: .me))
            .decode(type: WordPress.ApplicationPassword.self)
        let all = try await wp.decodeInContexts(
            .applicationPasswords(of: .me), as: [WordPress.ApplicationPassword].self)
        #expect(all.allSatisfy { $0.contains { $0.uuid == current.uuid } })
        _ = try await wp.decodeInContexts(
            .applicationPassword(uuid: current.uuid, of: .me), as: WordPress.ApplicationPassword.self)
    }
}
