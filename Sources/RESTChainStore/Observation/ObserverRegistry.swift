// ObserverRegistry: who watches which table, told after every commit that changed it.
import Foundation
import RESTChain

/// The observers of each table; a commit signals those of the tables it changed.
final class ObserverRegistry: Sendable {
    private let observers = Locked([String: [UUID: AsyncStream<Void>.Continuation]]())

    /// Starts signalling `continuation` after each commit that changes `table`.
    func add(_ continuation: AsyncStream<Void>.Continuation, for table: String) -> UUID {
        let id = UUID()
        observers.withLock { $0[table, default: [:]][id] = continuation }
        return id
    }

    /// Stops signalling the observer `id` of `table`.
    func remove(_ id: UUID, from table: String) {
        observers.withLock { $0[table]?[id] = nil }
    }

    /// Signals the observers of every table in `tables`.
    func notify(_ tables: Set<String>) {
        guard !tables.isEmpty else { return }
        let targets = observers.withLock { all in tables.flatMap { all[$0]?.values ?? [:].values } }
        for continuation in targets { continuation.yield() }
    }
}
