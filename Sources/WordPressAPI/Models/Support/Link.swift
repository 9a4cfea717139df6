// WordPress.Link: one target of a `_links` relation (`href` plus attributes such as `embeddable`).
import Foundation
import RESTChain

extension WordPress {
    /// One link target in `_links`: an `href` and the attributes WordPress puts beside it.
    ///
    /// Known attributes have properties (`embeddable`, `taxonomy`, `name`, `templated`, `count`, `id`);
    /// anything else (plugins, newer WordPress versions) is kept in ``attributes`` and encoded back. A bare
    /// string decodes as a link with only an `href`, as older WordPress versions sent it.
    public struct Link: Codable, Sendable, Equatable {
        /// The target; may be a URI template such as `https://api.w.org/{rel}` when ``templated`` is `true`.
        public var href: String
        /// Whether `_embed` can inline the target.
        public var embeddable: Bool?
        /// The taxonomy of a `wp:term` link, such as `category`.
        public var taxonomy: String?
        /// The prefix a `curies` entry defines, such as `wp`.
        public var name: String?
        /// Whether ``href`` is a URI template.
        public var templated: Bool?
        /// How many items the target holds, as in `version-history`.
        public var count: Int?
        /// The id of the target, as in `predecessor-version`.
        public var id: Int?
        /// Every other attribute, as sent.
        public var attributes: [String: JSONValue]

        /// Creates a link.
        public init(
            href: String, embeddable: Bool? = nil, taxonomy: String? = nil, name: String? = nil,
            templated: Bool? = nil, count: Int? = nil, id: Int? = nil,
            attributes: [String: JSONValue] = [:]
        ) {
            self.href = href
            self.embeddable = embeddable
            self.taxonomy = taxonomy
            self.name = name
            self.templated = templated
            self.count = count
            self.id = id
            self.attributes = attributes
        }

        /// ``href`` as a URL, or `nil` when it is a template or not a valid URL.
        public var url: URL? { templated == true ? nil : URL(string: href) }

        /// The attribute names that have their own properties.
        private static let known: Set<String> = ["href", "embeddable", "taxonomy", "name", "templated", "count", "id"]

        /// Decodes a link object or a bare `href` string.
        public init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
                self.init(href: text)
                return
            }
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            self.init(href: try container.decode(String.self, forKey: DynamicCodingKey("href")))
            embeddable = try container.decodeIfPresent(Bool.self, forKey: DynamicCodingKey("embeddable"))
            taxonomy = try container.decodeIfPresent(String.self, forKey: DynamicCodingKey("taxonomy"))
            name = try container.decodeIfPresent(String.self, forKey: DynamicCodingKey("name"))
            templated = try container.decodeIfPresent(Bool.self, forKey: DynamicCodingKey("templated"))
            count = try container.decodeIfPresent(Int.self, forKey: DynamicCodingKey("count"))
            id = try container.decodeIfPresent(Int.self, forKey: DynamicCodingKey("id"))
            attributes = try container.unknownMembers(besides: Self.known)
        }

        /// Encodes the link object with all its attributes.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(unknownMembers: attributes, besides: Self.known)
            try container.encode(href, forKey: DynamicCodingKey("href"))
            try container.encodeIfPresent(embeddable, forKey: DynamicCodingKey("embeddable"))
            try container.encodeIfPresent(taxonomy, forKey: DynamicCodingKey("taxonomy"))
            try container.encodeIfPresent(name, forKey: DynamicCodingKey("name"))
            try container.encodeIfPresent(templated, forKey: DynamicCodingKey("templated"))
            try container.encodeIfPresent(count, forKey: DynamicCodingKey("count"))
            try container.encodeIfPresent(id, forKey: DynamicCodingKey("id"))
        }
    }
}
