// WordPress.Endpoint: every route of the wp/v2 namespace that WordPress 6.1 serves.
import Foundation
import RESTChain

extension WordPress {
    /// A route of the WordPress REST API, relative to the namespace. Paths are in ``path``.
    ///
    /// A resource WordPress numbers takes an `Int` id (`.post(id: 5)`); one it names takes a `String`
    /// (`.template(id: "twentytwentythree//home")`, `.plugin(file: "akismet/akismet")`). Revisions, autosaves
    /// and application passwords hang off their parent: `.revisions(of: .post(id: 5))`,
    /// `.autosave(id: 9, of: .page(id: 3))`, `.applicationPasswords(of: .me)`.
    public indirect enum Endpoint: Sendable, Hashable {
        /// `posts`.
        case posts
        /// `posts/<id>`.
        case post(id: Int)
        /// `pages`.
        case pages
        /// `pages/<id>`.
        case page(id: Int)
        /// `<parent>/revisions`: the revisions of a post, page, block, template or navigation (authenticated).
        case revisions(of: Endpoint)
        /// `<parent>/revisions/<id>`.
        case revision(id: Int, of: Endpoint)
        /// `<parent>/autosaves`: the autosaves of a post, page, block, template, navigation or menu item.
        case autosaves(of: Endpoint)
        /// `<parent>/autosaves/<id>`.
        case autosave(id: Int, of: Endpoint)
        /// `media`.
        case media
        /// `media/<id>`.
        case mediaItem(id: Int)
        /// `media/<id>/post-process`: regenerate an upload's sizes (POST).
        case mediaPostProcessing(id: Int)
        /// `media/<id>/edit`: crop, rotate or scale an image into a new item (POST).
        case mediaEditing(id: Int)
        /// `blocks`: reusable blocks (authenticated).
        case blocks
        /// `blocks/<id>`.
        case block(id: Int)
        /// `block-types`, or `block-types/<namespace>` for one namespace's.
        case blockTypes(namespace: String? = nil)
        /// `block-types/<namespace>/<name>`, named `namespace/name` (`core/paragraph`).
        case blockType(name: String)
        /// `block-renderer/<namespace>/<name>`: a dynamic block rendered on the server.
        case blockRenderer(name: String)
        /// `block-patterns/patterns`.
        case blockPatterns
        /// `block-patterns/categories`.
        case blockPatternCategories
        /// `block-directory/search`: block plugins on WordPress.org (needs `term`).
        case blockDirectorySearch
        /// `pattern-directory/patterns`: patterns on WordPress.org.
        case patternDirectory
        /// `categories`.
        case categories
        /// `categories/<id>`.
        case category(id: Int)
        /// `tags`.
        case tags
        /// `tags/<id>`.
        case tag(id: Int)
        /// `taxonomies`.
        case taxonomies
        /// `taxonomies/<slug>`.
        case taxonomy(slug: String)
        /// `comments`.
        case comments
        /// `comments/<id>`.
        case comment(id: Int)
        /// `users`.
        case users
        /// `users/<id>`.
        case user(id: Int)
        /// `users/me`: the signed-in user.
        case me
        /// `<user>/application-passwords`: the application passwords of `.me` or `.user(id:)`.
        case applicationPasswords(of: Endpoint)
        /// `<user>/application-passwords/<uuid>`.
        case applicationPassword(uuid: String, of: Endpoint)
        /// `<user>/application-passwords/introspect`: the password this request signed in with.
        case applicationPasswordIntrospection(of: Endpoint)
        /// `types`.
        case types
        /// `types/<slug>`.
        case type(slug: String)
        /// `statuses`.
        case statuses
        /// `statuses/<slug>`.
        case status(slug: String)
        /// `settings` (authenticated).
        case settings
        /// `themes`.
        case themes
        /// `themes/<stylesheet>`.
        case theme(stylesheet: String)
        /// `plugins`.
        case plugins
        /// `plugins/<plugin>`, named by its file without `.php` (`akismet/akismet`).
        case plugin(file: String)
        /// `menus`: classic menus.
        case menus
        /// `menus/<id>`.
        case menu(id: Int)
        /// `menu-items`.
        case menuItems
        /// `menu-items/<id>`.
        case menuItem(id: Int)
        /// `menu-locations`.
        case menuLocations
        /// `menu-locations/<location>`.
        case menuLocation(name: String)
        /// `navigation`: block navigation menus.
        case navigationMenus
        /// `navigation/<id>`.
        case navigationMenu(id: Int)
        /// `templates`.
        case templates
        /// `templates/<theme//slug>`.
        case template(id: String)
        /// `templates/lookup`: the template WordPress would fall back to for a `slug`.
        case templateLookup
        /// `template-parts`.
        case templateParts
        /// `template-parts/<theme//slug>`.
        case templatePart(id: String)
        /// `template-parts/lookup`.
        case templatePartLookup
        /// `global-styles/<id>`: the user's global styles.
        case globalStyles(id: String)
        /// `global-styles/themes/<stylesheet>`: a theme's global styles.
        case themeGlobalStyles(stylesheet: String)
        /// `global-styles/themes/<stylesheet>/variations`: a theme's style variations.
        case themeGlobalStyleVariations(stylesheet: String)
        /// `sidebars`.
        case sidebars
        /// `sidebars/<id>`.
        case sidebar(id: String)
        /// `widgets`.
        case widgets
        /// `widgets/<id>`.
        case widget(id: String)
        /// `widget-types`.
        case widgetTypes
        /// `widget-types/<id>`.
        case widgetType(id: String)
        /// `widget-types/<id>/encode`: a widget form's settings encoded as an instance (POST).
        case widgetEncoding(typeID: String)
        /// `widget-types/<id>/render`: a widget instance rendered (POST).
        case widgetRendering(typeID: String)
        /// `search`.
        case search
        /// Any other path under the namespace.
        case custom(path: String)
    }
}
