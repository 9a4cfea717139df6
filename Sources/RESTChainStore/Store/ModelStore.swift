// ModelStore: the actor owning an SQLite file of models — one writer connection, reader connections beside it.
import Foundation
import RESTChain

/// A store of `Codable & Identifiable` models in one SQLite file (or in memory), safe to share.
///
/// Each model type has a table: one row per id, holding the model's JSON whole (a new field needs no
/// migration), the id as the key, and when the row was fetched. Writes go through the actor, one writer
/// connection and one transaction per call; reads run beside them on reader connections (WAL), so a read
/// never waits behind a write. Every SQLite call runs on a dispatch queue of the store's (the actor's executor for
/// writes, one queue per reader), never on Swift's cooperative pool, which a blocking call would starve.
/// ```swift
/// let store = try ModelStore(path: "cache.sqlite")
/// try await store.save(posts)
/// let cached = try await store.all(WordPress.Post.self)
/// let one = try await store.get(WordPress.Post.self, id: 42)   // nil when absent
/// ```
public actor ModelStore {
    /// Where the file is, or `:memory:`.
    public nonisolated let path: String
    /// The queue the store's writes run on: SQLite blocks its thread, so no write holds a cooperative-pool thread.
    nonisolated let executor = QueueExecutor(label: "RESTChainStore.writer")
    let writer: ConnectionBox
    let readers: ReaderPool
    let schema = Locked(Set<String>())
    let observers = ObserverRegistry()
    let encoder = JSONEncoder()
    nonisolated let decoder = JSONDecoder()

    /// The store's own serial executor, a dispatch queue: its writes block that queue's thread, never one of the
    /// cooperative pool's.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Opens the store at `path`, creating the file when it does not exist.
    ///
    /// - Parameter path: A file path; its folder must exist.
    /// - Throws: ``StoreError/cannotOpen(path:reason:)`` when the file cannot be opened or created for
    ///   writing, ``StoreError/notADatabase(path:)`` when it is not an SQLite database.
    public init(path: String) throws(StoreError) {
        let connection = try SQLiteConnection(path: path, create: true)
        do throws(StoreError) {
            let mode = try connection.scalar("PRAGMA journal_mode = WAL")
            guard mode == .text("wal") else { throw .cannotOpen(path: path, reason: "WAL is unavailable") }
            try connection.execute("PRAGMA synchronous = NORMAL")
            try connection.execute(Self.metadataSQL)
        } catch .sqlite(let code, let message) where code == 8 || code == 14 || code == 10 {
            // SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_IOERR: the file opened but cannot be written.
            throw .cannotOpen(path: path, reason: message)
        }
        self.path = path
        self.writer = ConnectionBox(connection)
        self.readers = ReaderPool(path: path, count: 4)
    }

    private init(memory connection: SQLiteConnection) {
        path = ":memory:"
        writer = ConnectionBox(connection)
        readers = ReaderPool(sharing: writer)
    }

    /// A store in memory, gone when the last reference to it goes.
    ///
    /// - Throws: ``StoreError/cannotOpen(path:reason:)`` when SQLite cannot allocate it.
    public static func inMemory() throws(StoreError) -> ModelStore {
        let connection = try SQLiteConnection(path: ":memory:", create: true)
        try connection.execute(metadataSQL)
        return ModelStore(memory: connection)
    }

    /// The tables every store has besides one per model type: remembered lists and relations.
    static let metadataSQL = """
        CREATE TABLE IF NOT EXISTS restchain_lists (
            model TEXT NOT NULL, name TEXT NOT NULL, position INTEGER NOT NULL, id NOT NULL,
            PRIMARY KEY (model, name, position)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS restchain_list_fetches (
            model TEXT NOT NULL, name TEXT NOT NULL, fetched_at REAL NOT NULL,
            PRIMARY KEY (model, name)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS restchain_relations (
            parent TEXT NOT NULL, parent_id NOT NULL, relation TEXT NOT NULL, position INTEGER NOT NULL,
            child TEXT NOT NULL, child_id NOT NULL,
            PRIMARY KEY (parent, parent_id, relation, position)) WITHOUT ROWID;
        """
}
