// GetSession's WordPress shaping: typed query keys, _embed, _fields and context.
import Foundation
import RESTChain

extension GetSession {
    /// Adds the WordPress query parameter `key` with `value`.
    public func query(key: WordPress.QueryKey, value: String) -> GetSession {
        query(key: key.name, value: value)
    }

    /// Adds `_embed`, so linked authors, featured media and terms arrive in `_embedded`.
    public func embed() -> GetSession {
        query([URLQueryItem(name: "_embed", value: nil)])
    }

    /// Asks for only these fields (`_fields=id,title`).
    public func fields(_ names: String...) -> GetSession {
        query(key: "_fields", value: names.joined(separator: ","))
    }

    /// Asks for the response rendered in `context`, such as `.edit`.
    public func context(_ context: WordPress.Context) -> GetSession {
        query(key: "context", value: context.rawValue)
    }
}

extension GetSession {
    /// Asks for only the fields of `model` at `keyPaths`; decode the answer as ``WordPress/Partial``.
    ///
    /// ```swift
    /// let items = try await wp.get(endpoint: .posts).fields(of: WordPress.Post.self, \.id, \.title)
    ///     .decode(type: [WordPress.Partial<WordPress.Post>].self)
    /// ```
    public func fields<Model: WordPress.FieldNamed>(
        of model: Model.Type, _ keyPaths: PartialKeyPath<Model>...
    ) -> GetSession {
        query(key: "_fields", value: keyPaths.compactMap { Model.fieldNames[$0] }.joined(separator: ","))
    }
}
