// WordPress.NamespaceIndex: what a namespace's own root (`GET /wp-json/wp/v2`) lists.
import Foundation
import RESTChain

extension WordPress {
    /// The routes of one namespace, as its root (`GET /wp-json/wp/v2`) lists them for the signed-in user.
    ///
    /// ```swift
    /// let v2 = try await wp.namespaceIndex().decode(type: WordPress.NamespaceIndex.self)
    /// let methods = v2.routes["/wp/v2/posts"]?.methods   // ["GET", "POST"]
    /// ```
    public struct NamespaceIndex: Codable, Sendable, Equatable {
        /// The namespace, such as `wp/v2`.
        public var namespace: String
        /// Every route of the namespace by pattern, such as `/wp/v2/posts/(?P<id>[\d]+)`.
        public var routes: [String: Route]
        /// The links of the namespace (`up` to the site index).
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case namespace, routes
            case links = "_links"
        }
    }
}
