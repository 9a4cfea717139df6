// WordPress.Links: the `_links` object, relation name → link targets.
import Foundation
import RESTChain

extension WordPress {
    /// The `_links` of a resource: each relation (`self`, `author`, `wp:featuredmedia`…) with its targets.
    ///
    /// ```swift
    /// let author = post.links?["author"].first?.href
    /// let terms = post.links?["wp:term"].filter { $0.taxonomy == "post_tag" }
    /// ```
    /// A relation given as a single object or a bare string decodes as a one-element list. Relation names are
    /// kept as sent: WordPress uses CURIEs such as `wp:term` for `https://api.w.org/term`.
    public struct Links: Codable, Sendable, Equatable {
        /// Every relation with its targets.
        public var relations: [String: [Link]]

        /// Creates links from relations.
        public init(_ relations: [String: [Link]] = [:]) {
            self.relations = relations
        }

        /// The targets of `relation`; empty when the relation is absent.
        public subscript(relation: String) -> [Link] {
            get { relations[relation] ?? [] }
            set { relations[relation] = newValue.isEmpty ? nil : newValue }
        }

        /// The first target of `relation`, if any.
        public func first(_ relation: String) -> Link? {
            relations[relation]?.first
        }

        /// Decodes the `_links` object (an empty array from PHP counts as no links).
        public init(from decoder: any Decoder) throws {
            guard let container = try? decoder.container(keyedBy: DynamicCodingKey.self) else {
                let list = try decoder.singleValueContainer().decode([JSONValue].self)
                guard list.isEmpty else {
                    throw DecodingError.dataCorrupted(
                        .init(
                            codingPath: decoder.codingPath,
                            debugDescription: "_links is a non-empty array"))
                }
                relations = [:]
                return
            }
            var relations: [String: [Link]] = [:]
            for key in container.allKeys {
                if let list = try? container.decode([Link].self, forKey: key) {
                    relations[key.stringValue] = list
                } else {
                    relations[key.stringValue] = [try container.decode(Link.self, forKey: key)]
                }
            }
            self.relations = relations
        }

        /// Encodes the `_links` object.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(relations)
        }
    }
}
