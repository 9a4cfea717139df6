// ModelStore+Observation: a model type's rows as an async sequence — now, then after every change.
import Foundation

extension ModelStore {
    /// The stored models of `type`: the current rows first, then the rows again after each committed change
    /// to them.
    ///
    /// Changes that land while the consumer is busy fold into one element holding the latest rows, so a slow
    /// consumer never falls behind. The sequence ends when its task is cancelled or the loop is left.
    /// ```swift
    /// for try await items in store.observe(GuildWars2.Item.self) {
    ///     print(items.count)
    /// }
    /// ```
    /// - Parameter type: The model type to watch.
    /// - Returns: A sequence of arrays of models, in id order; it throws ``StoreError`` if a read fails.
    public nonisolated func observe<Model: Codable & Identifiable & Sendable>(
        _ type: Model.Type
    ) -> AsyncThrowingStream<[Model], any Error> {
        let table = ModelTable.of(Model.self).name
        let (signals, signal) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = observers.add(signal, for: table)
        signal.yield()
        let (rows, output) = AsyncThrowingStream<[Model], any Error>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let task = Task {
            for await _ in signals {
                do {
                    output.yield(try await self.all(Model.self))
                } catch {
                    output.finish(throwing: error)
                    return
                }
            }
            output.finish()
        }
        let registry = observers
        output.onTermination = { _ in
            task.cancel()
            registry.remove(id, from: table)
            signal.finish()
        }
        return rows
    }
}
