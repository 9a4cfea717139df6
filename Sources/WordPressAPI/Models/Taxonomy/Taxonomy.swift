// WordPress.Taxonomy: a taxonomy's description from /wp/v2/taxonomies.
import Foundation
import RESTChain

extension WordPress {
    /// A taxonomy as `/wp/v2/taxonomies` describes it; that route answers with an object keyed by slug:
    /// decode `[String: WordPress.Taxonomy]`.
    ///
    /// The `edit` context adds capabilities, labels and visibility, kept as arbitrary JSON.
    public struct Taxonomy: Codable, Sendable, Equatable {
        /// The display name, such as `Categories`.
        public var name: String
        /// The identifier, such as `category`.
        public var slug: String
        /// A description.
        public var description: String?
        /// The post types the taxonomy applies to.
        public var types: [String]?
        /// Whether terms can have parents.
        public var hierarchical: Bool?
        /// The route base, such as `categories`.
        public var restBase: String?
        /// The route namespace, such as `wp/v2`.
        public var restNamespace: String?
        /// Capabilities (edit context only).
        public var capabilities: [String: JSONValue]?
        /// Labels (edit context only).
        public var labels: [String: JSONValue]?
        /// Whether the tag cloud widget shows it (edit context only).
        public var showCloud: Bool?
        /// Visibility settings (edit context only).
        public var visibility: [String: JSONValue]?
        /// The links to related resources.
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case name, slug, description, types, hierarchical, capabilities, labels, visibility
            case restBase = "rest_base"
            case restNamespace = "rest_namespace"
            case showCloud = "show_cloud"
            case links = "_links"
        }
    }
}
