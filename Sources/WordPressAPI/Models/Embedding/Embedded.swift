// WordPress.Embedded: the `_embedded` object that `_embed` adds (authors, featured media, terms, replies…).
import Foundation
import RESTChain

extension WordPress {
    /// The resources `_embed` inlined, by relation.
    ///
    /// Embedded resources come in the `embed` context, so they are partial (an author has no email, a media
    /// item no description). Elements that came back as error objects (a featured image the caller may not
    /// read, the replies of a password-protected post) are not in the typed lists but in ``errors``, under their
    /// relation; elements that are neither the resource nor an error (a corrupted author, the site index inlined
    /// for a featured image whose attachment was deleted) are left out of the lists and named in ``problems``.
    /// Relations without a property here, and any relation that is not a list, are kept in ``other``; read them
    /// with ``decode(_:relation:)``:
    /// ```swift
    /// let image = post.embedded?.featuredMedia?.first?.sourceURL
    /// let tags = post.embedded?.terms?.joined().filter { $0.taxonomy == "post_tag" }
    /// let parent = try page.embedded?.decode(WordPress.Page.self, relation: "up")
    /// ```
    public struct Embedded: Codable, Sendable, Equatable {
        /// The `author` relation: the author(s) of a post or comment.
        public var author: [User]?
        /// The `wp:featuredmedia` relation: the featured image.
        public var featuredMedia: [Media]?
        /// The `wp:term` relation: one list per taxonomy (categories, then tags); a list may be empty.
        public var terms: [[Term]]?
        /// The `replies` relation: the comments on a post, as one list.
        public var replies: [[Comment]]?
        /// Error objects found in place of resources, by relation name.
        public var errors: [String: [EmbeddedError]]
        /// Every other relation (`up`, `in-reply-to`, `wp:attachment`…), as sent.
        public var other: [String: JSONValue]
        /// The elements of the typed relations that could not be read, each with its `id` when readable and the
        /// coding path of what failed (such as `_embedded.author[0].id`); the rest of the post still decodes.
        ///
        /// The same idea, and type, as a GW2 bulk fetch's `problems`. Not encoded, and not compared by `==`: it
        /// says how this value was read, not what it holds.
        public var problems: [DecodingProblem<Int>]

        /// Whether two values hold the same resources, errors and other relations; ``problems`` is left out.
        public static func == (lhs: Embedded, rhs: Embedded) -> Bool {
            lhs.author == rhs.author && lhs.featuredMedia == rhs.featuredMedia && lhs.terms == rhs.terms
                && lhs.replies == rhs.replies && lhs.errors == rhs.errors && lhs.other == rhs.other
        }

        /// Creates an empty or hand-made set of embedded resources.
        public init(
            author: [User]? = nil, featuredMedia: [Media]? = nil, terms: [[Term]]? = nil,
            replies: [[Comment]]? = nil, errors: [String: [EmbeddedError]] = [:],
            other: [String: JSONValue] = [:], problems: [DecodingProblem<Int>] = []
        ) {
            self.author = author
            self.featuredMedia = featuredMedia
            self.terms = terms
            self.replies = replies
            self.errors = errors
            self.other = other
            self.problems = problems
        }

        /// Decodes the resources of an ``other`` relation, such as `up` as ``Page``s.
        ///
        /// - Returns: The decoded elements; empty when the relation is absent.
        /// - Throws: A `DecodingError` when an element is not a `T`.
        public func decode<T: Decodable>(_ type: T.Type, relation: String) throws -> [T] {
            guard let value = other[relation] else { return [] }
            let data = try JSONEncoder().encode(value)
            return try JSONDecoder().decode([T].self, from: data)
        }

        /// The relations with their own properties.
        private enum Relation: String, CaseIterable {
            case author
            case featuredMedia = "wp:featuredmedia"
            case terms = "wp:term"
            case replies
        }

        /// Decodes every relation, sorting elements into resources, errors and the rest.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            var errors: [String: [EmbeddedError]] = [:]
            var problems: [DecodingProblem<Int>] = []
            var untyped: Set<String> = []  // known relations in an unexpected shape: kept in `other`
            func flat<T: Decodable & Sendable>(_ relation: Relation, _ type: T.Type) -> [T]? {
                let key = DynamicCodingKey(relation.rawValue)
                guard container.contains(key) else { return nil }
                guard let slots = try? container.decode([EmbedSlot<T>].self, forKey: key) else {
                    untyped.insert(relation.rawValue)
                    return nil
                }
                return Self.sort(slots, relation: relation.rawValue, errors: &errors, problems: &problems)
            }
            func nested<T: Decodable & Sendable>(_ relation: Relation, _ type: T.Type) -> [[T]]? {
                let key = DynamicCodingKey(relation.rawValue)
                guard container.contains(key) else { return nil }
                guard let groups = try? container.decode([EmbedGroup<T>].self, forKey: key) else {
                    untyped.insert(relation.rawValue)
                    return nil
                }
                return groups.compactMap { group in
                    let slots: [EmbedSlot<T>]
                    switch group {
                    case .list(let list): slots = list
                    case .single(let slot): slots = [slot]
                    }
                    let values = Self.sort(slots, relation: relation.rawValue, errors: &errors, problems: &problems)
                    return values.isEmpty && !slots.isEmpty ? nil : values
                }
            }
            author = flat(.author, User.self)
            featuredMedia = flat(.featuredMedia, Media.self)
            terms = nested(.terms, Term.self)
            replies = nested(.replies, Comment.self)
            var other: [String: JSONValue] = [:]
            for key in container.allKeys
            where Relation(rawValue: key.stringValue) == nil || untyped.contains(key.stringValue) {
                other[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
            self.errors = errors
            self.other = other
            self.problems = problems
        }

        /// Encodes every relation; errors go back into their relation's list after the resources.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            for (key, value) in other {
                try container.encode(value, forKey: DynamicCodingKey(key))
            }
            try encodeFlat(author, .author, into: &container)
            try encodeFlat(featuredMedia, .featuredMedia, into: &container)
            try encodeNested(terms, .terms, into: &container)
            try encodeNested(replies, .replies, into: &container)
        }

        /// Encodes a one-level relation: its resources, then its errors.
        private func encodeFlat<T: Encodable>(
            _ items: [T]?, _ relation: Relation,
            into container: inout KeyedEncodingContainer<DynamicCodingKey>
        )
            throws
        {
            let failed = errors[relation.rawValue] ?? []
            guard items != nil || !failed.isEmpty else { return }
            var list = container.nestedUnkeyedContainer(forKey: DynamicCodingKey(relation.rawValue))
            try list.encode(contentsOf: items ?? [])
            try list.encode(contentsOf: failed)
        }

        /// Encodes a relation of lists: its lists, then its errors as lone elements, as WordPress sends them.
        private func encodeNested<T: Encodable>(
            _ lists: [[T]]?, _ relation: Relation,
            into container: inout KeyedEncodingContainer<DynamicCodingKey>
        )
            throws
        {
            let failed = errors[relation.rawValue] ?? []
            guard lists != nil || !failed.isEmpty else { return }
            var outer = container.nestedUnkeyedContainer(forKey: DynamicCodingKey(relation.rawValue))
            for items in lists ?? [] {
                try outer.encode(items)
            }
            try outer.encode(contentsOf: failed)
        }

        /// The resources among `slots`; errors are appended to `errors[relation]`, unreadable elements to `problems`.
        private static func sort<T: Decodable & Sendable>(
            _ slots: [EmbedSlot<T>], relation: String,
            errors: inout [String: [EmbeddedError]], problems: inout [DecodingProblem<Int>]
        ) -> [T] {
            var values: [T] = []
            for slot in slots {
                switch slot {
                case .value(let value): values.append(value)
                case .error(let error): errors[relation, default: []].append(error)
                case .unreadable(let problem): problems.append(problem)
                }
            }
            return values
        }
    }
}
