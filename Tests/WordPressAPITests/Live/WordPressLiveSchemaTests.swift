// Against a real WordPress: each model keeps every property the route's own JSON schema (OPTIONS) publishes.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveSchemaTests {
    /// Schema properties a model leaves out on purpose, by route, with the reason.
    static let documentedGaps: [String: [String: String]] = [:]

    /// One model checked against one route: the route whose OPTIONS gives the schema, and an item to decode.
    struct Case: Sendable, CustomStringConvertible {
        let route: String
        let item: String
        let check: @Sendable (WordPress, String) async throws -> Set<String>
        var description: String { route }

        init<Model: Codable & Sendable>(_ route: String, item: String, _ model: Model.Type) {
            self.route = route
            self.item = item
            self.check = { wp, item in
                let decoded = try await wp.get(endpoint: .custom(path: item)).context(.edit).decode(type: Model.self)
                let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(decoded))
                return Set(encoded.objectValue?.keys.map { $0 } ?? [])
            }
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
    ]

    @Test(arguments: cases)
    func `the model keeps every schema property the route sends`(_ check: Case) async throws {
        let wp = try LiveSite.authenticated()
        let options = try await wp.client.request(.options, check.route).json()
        let schema = Set(options["schema"]?["properties"]?.objectValue?.keys.map { $0 } ?? [])
        #expect(!schema.isEmpty, "no schema for \(check.route)")
        let sent = try await wp.get(endpoint: .custom(path: check.item)).context(.edit).json()
        // A member sent as null decodes to nil and is left out when encoding: the model keeps it.
        let sentKeys = Set(sent.objectValue?.filter { !$0.value.isNull }.keys.map { $0 } ?? [])
        let kept = try await check.check(wp, check.item)
        let gaps = Self.documentedGaps[check.route] ?? [:]
        let lost = schema.intersection(sentKeys).subtracting(kept).subtracting(gaps.keys).sorted()
        #expect(lost.isEmpty, "\(check.route): the model drops \(lost)")
    }
}
