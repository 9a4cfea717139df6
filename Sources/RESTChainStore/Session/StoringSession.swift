// StoringSession: a session whose decoded models are saved in a ModelStore — the builder steps.
import Foundation
import RESTChain

/// A session that saves what it decodes in a ``ModelStore``; made by `store(in:)` on any session.
///
/// ```swift
/// let posts = try await wp.get(endpoint: .posts)
///     .store(in: store)
///     .decode(type: [WordPress.Post].self)
/// ```
/// Each step returns a new value and sends nothing; `decode(type:)` sends the request, decodes the response
/// and saves the models in one transaction before returning them.
public struct StoringSession<Base: ResponseHandling>: Sendable {
    /// The session that sends the request.
    public let base: Base
    /// The store the models go to.
    public let store: ModelStore
    var listName: String?
    var transforms: [(field: String, transformer: FieldTransformer)] = []
    var nested: [NestedRule] = []
    var dropHandler: (@Sendable ([DroppedElement]) -> Void)?

    init(base: Base, store: ModelStore) {
        self.base = base
        self.store = store
    }

    /// Remembers the ids and order of what this request returns under `name`, to read back with
    /// ``ModelStore/list(_:named:)``.
    ///
    /// - Parameter name: The list's name, such as `"posts page 2"`; one list per model type and name.
    /// - Returns: The session, remembering the list.
    public func remembering(as name: String) -> Self {
        var copy = self
        copy.listName = name
        return copy
    }

    /// Rewrites the field `field` of each model (a dotted path inside it) with `transformer` before decoding.
    ///
    /// - Parameters:
    ///   - field: The field's key path inside a model, such as `"price"` or `"details.level"`.
    ///   - transformer: The rewrite, such as ``FieldTransformer/numberFromString``.
    /// - Returns: The session, with the transformer added after any earlier ones.
    public func transforming(_ field: String, with transformer: FieldTransformer) -> Self {
        var copy = self
        copy.transforms.append((field, transformer))
        return copy
    }

    /// Saves the objects found at `keyPath` inside each model as rows of `type` of their own, keeping the relation.
    ///
    /// Read them back with ``ModelStore/related(_:to:at:)``.
    /// - Parameters:
    ///   - type: The nested model type, such as `WordPress.User.self`.
    ///   - keyPath: Where they are inside each model's JSON, such as `"_embedded.author"`; an object or a list.
    /// - Returns: The session, saving the nested models too.
    public func nesting<Child: Codable & Identifiable & Sendable>(_ type: Child.Type, at keyPath: String) -> Self {
        var copy = self
        copy.nested.append(NestedRule(Child.self, keyPath: keyPath))
        return copy
    }

    /// Drops list elements that do not decode, instead of failing the whole list, and reports each one.
    ///
    /// - Parameter handler: Receives the dropped elements once per response, before `decode` returns; it is not
    ///   called when every element decoded.
    /// - Returns: The session, dropping and reporting bad elements.
    public func droppingInvalidElements(reportingTo handler: @escaping @Sendable ([DroppedElement]) -> Void) -> Self {
        var copy = self
        copy.dropHandler = handler
        return copy
    }
}

extension ResponseHandling {
    /// This session, saving what it decodes in `store`.
    ///
    /// - Parameter store: The store to save the decoded models in.
    /// - Returns: A ``StoringSession``; its `decode(type:)` returns the models after they are saved.
    public func store(in store: ModelStore) -> StoringSession<Self> {
        StoringSession(base: self, store: store)
    }
}
