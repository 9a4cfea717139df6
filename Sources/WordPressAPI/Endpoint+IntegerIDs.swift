// WordPress.Endpoint's integer-id forms: .post(id: 42) as well as .post(id: "42").
import Foundation

extension WordPress.Endpoint {
    /// `posts/<id>`.
    public static func post(id: Int) -> Self { .post(id: String(id)) }
    /// `posts/<id>/revisions`.
    public static func revisions(postID: Int) -> Self { .revisions(postID: String(postID)) }
    /// `posts/<postID>/revisions/<id>`.
    public static func revision(postID: Int, id: Int) -> Self { .revision(postID: String(postID), id: String(id)) }
    /// `pages/<id>`.
    public static func page(id: Int) -> Self { .page(id: String(id)) }
    /// `media/<id>`.
    public static func mediaItem(id: Int) -> Self { .mediaItem(id: String(id)) }
    /// `categories/<id>`.
    public static func category(id: Int) -> Self { .category(id: String(id)) }
    /// `tags/<id>`.
    public static func tag(id: Int) -> Self { .tag(id: String(id)) }
    /// `comments/<id>`.
    public static func comment(id: Int) -> Self { .comment(id: String(id)) }
    /// `users/<id>`.
    public static func user(id: Int) -> Self { .user(id: String(id)) }
    /// `blocks/<id>`.
    public static func block(id: Int) -> Self { .block(id: String(id)) }
}
