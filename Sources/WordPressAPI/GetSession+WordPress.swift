// GetSession's WordPress shaping: typed query keys, _embed, _fields and context.
import Foundation
import RESTChain

extension GetSession {
    /// Adds the WordPress query parameter `key` with `value`; `context=edit` is never cached (see ``context(_:)``).
    public func query(key: WordPress.QueryKey, value: String) -> GetSession {
        key == .context ? context(named: value) : query(key: key.name, value: value)
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
    ///
    /// An `.edit` response holds what only an authenticated editor may see (drafts, raw content), so it is
    /// neither stored in nor read from the client's cache; call `cachePolicy(_:)` after this to cache it anyway.
    public func context(_ context: WordPress.Context) -> GetSession {
        self.context(named: context.rawValue)
    }

    private func context(named value: String) -> GetSession {
        let session = query(key: "context", value: value)
        guard value == WordPress.Context.edit.rawValue, request.cachePolicy == .default else { return session }
        return session.cachePolicy(.noStore)
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
