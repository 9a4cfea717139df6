// WordPress.FieldNamed: a model that names the JSON member behind each property, for partial responses.
import Foundation
import RESTChain

extension WordPress {
    /// A model that can say which JSON member each of its properties comes from.
    ///
    /// ``Partial`` uses the names to read a `_fields`-narrowed response by key path, and
    /// `fields(_:)` on a session turns key paths into the `_fields` list.
    public protocol FieldNamed: Decodable, Sendable {
        /// The JSON member behind each property, such as `\Post.featuredMedia: "featured_media"`.
        static var fieldNames: [PartialKeyPath<Self>: String] { get }
    }
}
