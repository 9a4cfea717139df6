// WordPress.RouteEndpoint: one endpoint of a route in the site index: its methods and arguments.
import Foundation
import RESTChain

extension WordPress {
    /// One endpoint of a ``Route``: the methods it answers and the JSON schema of each argument.
    ///
    /// `args` arrives as `[]` when an endpoint takes no arguments (PHP's empty array); it decodes as empty.
    public struct RouteEndpoint: Codable, Sendable, Equatable {
        /// The HTTP methods, such as `GET` or `POST, PUT, PATCH`.
        public var methods: [String]
        /// The arguments by name, each a JSON schema (`type`, `description`, `default`, `enum`…).
        public var args: [String: JSONValue]
        /// Whether and how the endpoint may be used in a batch request, as sent (`{"v1": true}`).
        public var allowBatch: JSONValue?

        /// Creates an endpoint description.
        public init(methods: [String], args: [String: JSONValue] = [:], allowBatch: JSONValue? = nil) {
            self.methods = methods
            self.args = args
            self.allowBatch = allowBatch
        }

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case methods, args
            case allowBatch = "allow_batch"
        }

        /// Decodes an endpoint, reading `"args": []` as no arguments.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            methods = try container.decodeIfPresent([String].self, forKey: .methods) ?? []
            args = try container.decodeIfPresent(Meta.self, forKey: .args)?.values ?? [:]
            allowBatch = try container.decodeIfPresent(JSONValue.self, forKey: .allowBatch)
        }
    }
}
