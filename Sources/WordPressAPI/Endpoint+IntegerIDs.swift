// WordPress.Endpoint's integer-id forms: .post(id: 42) as well as .post(id: "42").
import Foundation

extension WordPress.Endpoint {
    /// `posts/<id>`.
    public static func post(id: Int) -> Self { .post(id: String(id)) }
    /// `pages/<id>`.
    public static func page(id: Int) -> Self { .page(id: String(id)) }
    /// `<parent>/revisions/<id>`.
    public static func revision(id: Int, of parent: Self) -> Self { .revision(id: String(id), of: parent) }
    /// `<parent>/autosaves/<id>`.
    public static func autosave(id: Int, of parent: Self) -> Self { .autosave(id: String(id), of: parent) }
    /// `media/<id>`.
    public static func mediaItem(id: Int) -> Self { .mediaItem(id: String(id)) }
    /// `blocks/<id>`.
    public static func block(id: Int) -> Self { .block(id: String(id)) }
    /// `categories/<id>`.
    public static func category(id: Int) -> Self { .category(id: String(id)) }
    /// `tags/<id>`.
    public static func tag(id: Int) -> Self { .tag(id: String(id)) }
    /// `comments/<id>`.
    public static func comment(id: Int) -> Self { .comment(id: String(id)) }
    /// `users/<id>`.
    public static func user(id: Int) -> Self { .user(id: String(id)) }
    /// `users/<id>/application-passwords`.
    public static func applicationPasswords(userID: Int) -> Self { .applicationPasswords(userID: String(userID)) }
    /// `menus/<id>`.
    public static func menu(id: Int) -> Self { .menu(id: String(id)) }
    /// `menu-items/<id>`.
    public static func menuItem(id: Int) -> Self { .menuItem(id: String(id)) }
    /// `navigation/<id>`.
    public static func navigationMenu(id: Int) -> Self { .navigationMenu(id: String(id)) }
}
