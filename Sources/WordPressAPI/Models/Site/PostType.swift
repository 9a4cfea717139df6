// WordPress.PostType: a post type's description from /wp/v2/types.
import Foundation
import RESTChain

extension WordPress {
    /// A post type as `/wp/v2/types` describes it; that route answers with an object keyed by slug:
    /// decode `[String: WordPress.PostType]`.
    ///
    /// The `edit` context adds capabilities, labels and supported features, kept as arbitrary JSON.
    public struct PostType: Codable, Sendable, Equatable {
        /// The display name, such as `Posts`.
        public var name: String
        /// The identifier, such as `post`.
        public var slug: String
        /// A description.
        public var description: String?
        /// Whether items can have parents.
        public var hierarchical: Bool?
        /// `false`, `true`, or the archive's slug when it differs from the type's.
        public var hasArchive: JSONValue?
        /// The Dashicons name or URL of the menu icon; `nil` when none.
        public var icon: String?
        /// The route base, such as `posts`.
        public var restBase: String?
        /// The route namespace, such as `wp/v2`.
        public var restNamespace: String?
        /// The taxonomies of the type, such as `category` and `post_tag`.
        public var taxonomies: [String]?
        /// Whether items have front-end pages (edit context only).
        public var viewable: Bool?
        /// Capabilities (edit context only).
        public var capabilities: [String: JSONValue]?
        /// Labels (edit context only).
        public var labels: [String: JSONValue]?
        /// Supported features such as `title` and `thumbnail` (edit context only).
        public var supports: [String: JSONValue]?
        /// Where the type shows in the admin UI (edit context only).
        public var visibility: [String: JSONValue]?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case name, slug, description, hierarchical, icon, taxonomies, viewable, capabilities, labels, supports
            case visibility
            case hasArchive = "has_archive"
            case restBase = "rest_base"
            case restNamespace = "rest_namespace"
            case links = "_links"
        }
    }
}
