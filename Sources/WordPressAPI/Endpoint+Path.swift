// WordPress.Endpoint's paths: each route under the namespace, ids escaped.
import Foundation
import RESTChain

extension WordPress.Endpoint {
    /// The path under the namespace, with ids escaped as single segments; names that WordPress writes with a
    /// slash (`core/paragraph`, `akismet/akismet`, `theme//slug`) keep their slashes.
    public var path: String {
        switch self {
        case .posts: "posts"
        case .post(let id): "posts/\(segment: id)"
        case .pages: "pages"
        case .page(let id): "pages/\(segment: id)"
        case .revisions(let parent): parent.path + "/revisions"
        case .revision(let id, let parent): parent.path + "/revisions/\(segment: id)"
        case .autosaves(let parent): parent.path + "/autosaves"
        case .autosave(let id, let parent): parent.path + "/autosaves/\(segment: id)"
        case .media: "media"
        case .mediaItem(let id): "media/\(segment: id)"
        case .mediaPostProcessing(let id): "media/\(segment: id)/post-process"
        case .mediaEditing(let id): "media/\(segment: id)/edit"
        case .blocks: "blocks"
        case .block(let id): "blocks/\(segment: id)"
        case .blockTypes(let namespace): namespace.map { "block-types/\(segment: $0)" } ?? "block-types"
        case .blockType(let name): "block-types/" + Self.slashed(name)
        case .blockRenderer(let name): "block-renderer/" + Self.slashed(name)
        case .blockPatterns: "block-patterns/patterns"
        case .blockPatternCategories: "block-patterns/categories"
        case .blockDirectorySearch: "block-directory/search"
        case .patternDirectory: "pattern-directory/patterns"
        case .categories: "categories"
        case .category(let id): "categories/\(segment: id)"
        case .tags: "tags"
        case .tag(let id): "tags/\(segment: id)"
        case .taxonomies: "taxonomies"
        case .taxonomy(let slug): "taxonomies/\(segment: slug)"
        case .comments: "comments"
        case .comment(let id): "comments/\(segment: id)"
        case .users: "users"
        case .user(let id): "users/\(segment: id)"
        case .me: "users/me"
        case .applicationPasswords(let user): "users/\(segment: user)/application-passwords"
        case .applicationPassword(let user, let uuid): "users/\(segment: user)/application-passwords/\(segment: uuid)"
        case .applicationPasswordIntrospection(let user): "users/\(segment: user)/application-passwords/introspect"
        case .types: "types"
        case .type(let slug): "types/\(segment: slug)"
        case .statuses: "statuses"
        case .status(let slug): "statuses/\(segment: slug)"
        case .settings: "settings"
        case .themes: "themes"
        case .theme(let stylesheet): "themes/" + Self.slashed(stylesheet)
        case .plugins: "plugins"
        case .plugin(let file): "plugins/" + Self.slashed(file)
        case .menus: "menus"
        case .menu(let id): "menus/\(segment: id)"
        case .menuItems: "menu-items"
        case .menuItem(let id): "menu-items/\(segment: id)"
        case .menuLocations: "menu-locations"
        case .menuLocation(let name): "menu-locations/\(segment: name)"
        case .navigationMenus: "navigation"
        case .navigationMenu(let id): "navigation/\(segment: id)"
        case .templates: "templates"
        case .template(let id): "templates/" + Self.slashed(id)
        case .templateLookup: "templates/lookup"
        case .templateParts: "template-parts"
        case .templatePart(let id): "template-parts/" + Self.slashed(id)
        case .templatePartLookup: "template-parts/lookup"
        case .globalStyles(let id): "global-styles/\(segment: id)"
        case .themeGlobalStyles(let stylesheet): "global-styles/themes/" + Self.slashed(stylesheet)
        case .themeGlobalStyleVariations(let sheet): "global-styles/themes/" + Self.slashed(sheet) + "/variations"
        case .sidebars: "sidebars"
        case .sidebar(let id): "sidebars/\(segment: id)"
        case .widgets: "widgets"
        case .widget(let id): "widgets/\(segment: id)"
        case .widgetTypes: "widget-types"
        case .widgetType(let id): "widget-types/\(segment: id)"
        case .widgetEncoding(let id): "widget-types/\(segment: id)/encode"
        case .widgetRendering(let id): "widget-types/\(segment: id)/render"
        case .search: "search"
        case .custom(let path): path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        }
    }

    /// A name whose parts WordPress separates with `/`: each part escaped, the slashes kept.
    private static func slashed(_ name: String) -> String {
        name.split(separator: "/", omittingEmptySubsequences: false).map { "\(segment: String($0))" }
            .joined(separator: "/")
    }
}
