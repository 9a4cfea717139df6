// ConnectionBox: one connection behind a lock, opened on first use, shared across tasks.
import Foundation
import RESTChain

/// A ``SQLiteConnection`` behind a lock: one task at a time uses it; it opens when first used.
final class ConnectionBox: @unchecked Sendable {  // `open` runs only inside `connection`'s lock.
    private let connection: Locked<SQLiteConnection?>
    private let open: () throws(StoreError) -> SQLiteConnection

    /// A box holding an already open connection.
    init(_ connection: SQLiteConnection) {
        self.connection = Locked(connection)
        self.open = { connection }
    }

    /// A box that opens its connection with `open` when first used.
    init(opening open: @escaping () throws(StoreError) -> SQLiteConnection) {
        self.connection = Locked(nil)
        self.open = open
    }

    /// Runs `body` with the connection, no other task using it meanwhile.
    func use<Result>(_ body: (SQLiteConnection) throws(StoreError) -> Result) throws(StoreError) -> Result {
        try connection.withLock { (connection) throws(StoreError) -> Result in
            if connection == nil { connection = try open() }
            // The connection was set just above when it was missing.
            return try body(connection.unsafelyUnwrapped)
        }
    }
}

/// Reader connections taken in turn, each on a queue of its own, so reads run beside the writer and beside each
/// other, off the cooperative pool.
final class ReaderPool: Sendable {
    private let readers: [(box: ConnectionBox, executor: QueueExecutor)]
    private let next = Locked(0)

    /// A pool of `count` readers of the file at `path`, each opened when first needed.
    init(path: String, count: Int) {
        readers = (0..<count).map { index in
            let box = ConnectionBox { () throws(StoreError) -> SQLiteConnection in
                let connection = try SQLiteConnection(path: path, create: false)
                try connection.execute("PRAGMA query_only = ON")
                return connection
            }
            return (box, QueueExecutor(label: "RESTChainStore.reader.\(index)"))
        }
    }

    /// A pool whose one "reader" is the writer's own box (an in-memory database has no second connection).
    init(sharing box: ConnectionBox) {
        readers = [(box, QueueExecutor(label: "RESTChainStore.reader"))]
    }

    /// Runs `body` with the next reader, on that reader's queue.
    func read<Result: Sendable>(
        _ body: @escaping @Sendable (SQLiteConnection) throws(StoreError) -> Result
    ) async throws(StoreError) -> Result {
        let index = next.withLock { value in
            value = (value + 1) % readers.count
            return value
        }
        let reader = readers[index]
        return try await reader.executor.run { () throws(StoreError) in try reader.box.use(body) }
    }
}
