// ModelStore+Writing: saving models — one transaction per call, observers told after the commit.
import Foundation

extension ModelStore {
    /// Saves `models` in one transaction: one row per id, the stored row met according to `policy`.
    ///
    /// Saving the same ids again keeps one row each. Nothing is deleted: ids absent from `models` keep their rows.
    /// - Parameters:
    ///   - models: The models to save.
    ///   - policy: How an incoming model meets a stored one, and whether it is stored at all; `.replace` by default.
    /// - Throws: ``StoreError``; on any error the whole call is rolled back.
    public func save<Model: Codable & Identifiable & Sendable>(
        _ models: [Model], policy: StorePolicy<Model> = .replace
    ) throws(StoreError) {
        try write { context throws(StoreError) in _ = try context.upsert(models, policy: policy) }
    }

    /// Saves one model: a row for its id, met according to `policy`.
    ///
    /// - Parameters:
    ///   - model: The model to save.
    ///   - policy: How it meets a stored row; `.replace` by default.
    /// - Throws: ``StoreError``.
    public func save<Model: Codable & Identifiable & Sendable>(
        _ model: Model, policy: StorePolicy<Model> = .replace
    ) throws(StoreError) {
        try save([model], policy: policy)
    }

    /// Runs `body` in one transaction on the writer, then records new tables and tells observers.
    func write<Result>(
        _ body: (inout WriteContext) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        let known = schema.withLock { $0 }
        let (result, context) = try writer.use { connection throws(StoreError) in
            var context = WriteContext(
                connection: connection, encoder: encoder, decoder: decoder,
                fetchedAt: Date().timeIntervalSince1970, known: known)
            let result = try connection.transaction { () throws(StoreError) in try body(&context) }
            return (result, context)
        }
        if !context.created.isEmpty { schema.withLock { $0.formUnion(context.created) } }
        observers.notify(context.changed)
        return result
    }
}
