// WordPress.TermDraft: the body of a create or update request for a category, tag or other term.
import Foundation
import RESTChain

extension WordPress {
    /// What to write to a term (category, tag…): every field optional, and only the fields you set are encoded.
    ///
    /// Creating (`POST /wp/v2/categories`) needs ``name``; a name already taken in the taxonomy fails with
    /// `term_exists`.
    /// ```swift
    /// let category = WordPress.TermDraft(name: "Releases", parent: 2)
    /// ```
    public struct TermDraft: Codable, Sendable, Equatable {
        /// The display name.
        public var name: String?
        /// The URL-friendly name.
        public var slug: String?
        /// The description.
        public var description: String?
        /// The id of the parent term (hierarchical taxonomies only).
        public var parent: Int?
        /// Registered metadata to write.
        public var meta: [String: JSONValue]?

        /// Creates a term body with the fields to write.
        public init(
            name: String? = nil, slug: String? = nil, description: String? = nil, parent: Int? = nil,
            meta: [String: JSONValue]? = nil
        ) {
            self.name = name
            self.slug = slug
            self.description = description
            self.parent = parent
            self.meta = meta
        }
    }
}
