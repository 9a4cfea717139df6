// ConnectionBox: one connection behind a lock, opened on first use, shared across tasks.
import Foundation

/// A ``SQLiteConnection`` behind a lock: one task at a time uses it; it opens when first used.
final class ConnectionBox: @unchecked Sendable {
    private let lock = NSLock()
    private var connection: SQLiteConnection?
    private let open: () throws(StoreError) -> SQLiteConnection

    /// A box holding an already open connection.
    init(_ connection: SQLiteConnection) {
        self.connection = connection
        self.open = { connection }
    }

    /// A box that opens its connection with `open` when first used.
    init(opening open: @escaping () throws(StoreError) -> SQLiteConnection) {
        self.open = open
    }

    /// Runs `body` with the connection, no other task using it meanwhile.
    func use<Result>(_ body: (SQLiteConnection) throws(StoreError) -> Result) throws(StoreError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        if connection == nil { connection = try open() }
        // The connection was set just above when it was missing.
        return try body(connection.unsafelyUnwrapped)
    }
}

/// Reader connections taken in turn, so reads run beside the writer and beside each other.
final class ReaderPool: Sendable {
    private let boxes: [ConnectionBox]
    private let next = Locked(0)

    /// A pool of `count` readers of the file at `path`, each opened when first needed.
    init(path: String, count: Int) {
        boxes = (0..<count).map { _ in
            ConnectionBox { () throws(StoreError) -> SQLiteConnection in
                let connection = try SQLiteConnection(path: path, create: false)
                try connection.execute("PRAGMA query_only = ON")
                return connection
            }
        }
    }

    /// A pool whose one "reader" is the writer's own box (an in-memory database has no second connection).
    init(sharing box: ConnectionBox) {
        boxes = [box]
    }

    /// Runs `body` with the next reader.
    func read<Result>(_ body: (SQLiteConnection) throws(StoreError) -> Result) throws(StoreError) -> Result {
        let index = next.withLock { value in
            value = (value + 1) % boxes.count
            return value
        }
        return try boxes[index].use(body)
    }
}
