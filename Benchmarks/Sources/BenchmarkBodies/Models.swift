// Models: the types the benchmarks decode the bodies into.

/// A user of `Bodies.users`.
public struct User: Codable, Sendable {
    /// The user's id.
    public let id: Int
    /// The display name.
    public let name: String
    /// The e-mail address.
    public let email: String
    /// Whether the account is active.
    public let active: Bool
}

/// A WordPress-like post of `Bodies.posts`.
public struct Post: Codable, Sendable {
    /// A `{"rendered": …}` field.
    public struct Rendered: Codable, Sendable {
        /// The HTML.
        public let rendered: String
    }

    /// The post's id.
    public let id: Int
    /// The publication date, as sent.
    public let date: String
    /// The URL slug.
    public let slug: String
    /// The status, such as `publish`.
    public let status: String
    /// The title.
    public let title: Rendered
    /// The content.
    public let content: Rendered
    /// The author's user id.
    public let author: Int
    /// The tag ids.
    public let tags: [Int]
}

/// One item of a paginated `/items` collection.
public struct Item: Codable, Sendable {
    /// The item's id, from 1.
    public let id: Int
    /// Its title.
    public let title: String
}
