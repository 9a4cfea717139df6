// WordPress.Endpoint's paths: each route under the namespace, ids escaped.
import Foundation
import RESTChain

extension WordPress.Endpoint {
    /// The path under the namespace, with names escaped as single segments; names that WordPress writes with a
    /// slash (`core/paragraph`, `akismet/akismet`, `theme//slug`) keep their slashes.
    public var path: String {
        switch self {
        case .posts: "posts"
        case .post(let id): "posts/\(id)"
        case .pages: "pages"
        case .page(let id): "pages/\(id)"
        case .revisions(let parent): parent.path + "/revisions"
        case .revision(let id, let parent): parent.path + "/revisions/\(id)"
        case .autosaves(let parent): parent.path + "/autosaves"
        case .autosave(let id, let parent): parent.path + "/autosaves/\(id)"
        case .media: "media"
        case .mediaItem(let id): "media/\(id)"
        case .mediaPostProcessing(let id): "media/\(id)/post-process"
        case .mediaEditing(let id): "media/\(id)/edit"
        case .blocks: "blocks"
        case .block(let id): "blocks/\(id)"
        case .blockTypes(let namespace): namespace.map { "block-types/\(segment: $0)" } ?? "block-types"
        case .blockType(let name): "block-types/" + Self.slashed(name)
        case .blockRenderer(let name): "block-renderer/" + Self.slashed(name)
        case .blockPatterns: "block-patterns/patterns"
        case .blockPatternCategories: "block-patterns/categories"
        case .blockDirectorySearch: "block-directory/search"
        case .patternDirectory: "pattern-directory/patterns"
        case .categories: "categories"
        case .category(let id): "categories/\(id)"
        case .tags: "tags"
        case .tag(let id): "tags/\(id)"
        case .taxonomies: "taxonomies"
        case .taxonomy(let slug): "taxonomies/\(segment: slug)"
        case .comments: "comments"
        case .comment(let id): "comments/\(id)"
        case .users: "users"
        case .user(let id): "users/\(id)"
        case .me: "users/me"
        case .applicationPasswords(let user): user.path + "/application-passwords"
        case .applicationPassword(let uuid, let user): user.path + "/application-passwords/\(segment: uuid)"
        case .applicationPasswordIntrospection(let user): user.path + "/application-passwords/introspect"
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
        case .menu(let id): "menus/\(id)"
        case .menuItems: "menu-items"
        case .menuItem(let id): "menu-items/\(id)"
        case .menuLocations: "menu-locations"
        case .menuLocation(let name): "menu-locations/\(segment: name)"
        case .navigationMenus: "navigation"
        case .navigationMenu(let id): "navigation/\(id)"
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
