// SQLiteConnection: one SQLite connection, its pragmas and its prepared-statement cache.
import CSQLite
import Foundation

/// One open SQLite connection. Not thread-safe: its owner uses it from one task at a time.
final class SQLiteConnection {
    let handle: OpaquePointer
    let path: String
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens (or creates, when `create`) the database at `path`, checking that it is a database.
    init(path: String, create: Bool) throws(StoreError) {
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
        let code = sqlite3_open_v2(path, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let reason = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            if let db { sqlite3_close_v2(db) }
            throw .cannotOpen(path: path, reason: reason)
        }
        self.handle = db
        self.path = path
        sqlite3_busy_timeout(db, 10_000)
        do {
            // Reading the schema reads the header: a file that is not a database fails here, not later.
            try execute("SELECT count(*) FROM sqlite_master")
        } catch {
            sqlite3_close_v2(db)
            if case .sqlite(let code, let message) = error {
                if code == SQLITE_NOTADB || code == SQLITE_CORRUPT { throw .notADatabase(path: path) }
                throw .cannotOpen(path: path, reason: message)
            }
            throw error
        }
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows the caller needs.
    func execute(_ sql: String) throws(StoreError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(message)
            throw .sqlite(code: code, message: text)
        }
    }

    /// The cached prepared statement for `sql`, reset and ready to bind.
    func statement(_ sql: String) throws(StoreError) -> SQLiteStatement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard code == SQLITE_OK, let pointer else { throw lastError(code) }
        let statement = SQLiteStatement(pointer, connection: self)
        statements[sql] = statement
        return statement
    }

    /// The first column of the first row of `sql`, or `nil` when it returns no row.
    func scalar(_ sql: String, _ values: [SQLValue] = []) throws(StoreError) -> SQLValue? {
        let statement = try statement(sql)
        try statement.bind(values)
        defer { statement.reset() }
        return try statement.step() ? statement.value(at: 0) : nil
    }

    /// Runs `body` in an immediate transaction, committing when it returns and rolling back when it throws.
    func transaction<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The connection's last error as a ``StoreError``.
    func lastError(_ code: Int32) -> StoreError {
        .sqlite(code: code, message: String(cString: sqlite3_errmsg(handle)))
    }
}
