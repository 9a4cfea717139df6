// WordPress.Route: one route of the site index (`/wp/v2/posts`…) with its endpoints.
import Foundation
import RESTChain

extension WordPress {
    /// One route of the ``SiteIndex``, keyed there by its pattern, such as `/wp/v2/posts/(?P<id>[\d]+)`.
    ///
    /// ``schema`` is sent only when asked for with `context=help` or from the route itself via `OPTIONS`.
    public struct Route: Codable, Sendable, Equatable {
        /// The namespace, such as `wp/v2`; empty for the index itself.
        public var namespace: String
        /// Every HTTP method the route answers.
        public var methods: [String]
        /// The endpoints, one per group of methods.
        public var endpoints: [RouteEndpoint]
        /// The JSON schema of the resource, when requested.
        public var schema: JSONValue?
        /// The links of the route (`self` for routes without parameters).
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case namespace, methods, endpoints, schema
            case links = "_links"
        }
    }
}
