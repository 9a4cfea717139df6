// SQLiteStatement: a prepared statement — bind values, step through rows, read columns.
import CSQLite
import Foundation

/// A prepared statement of a ``SQLiteConnection``, kept in its cache and reused.
final class SQLiteStatement {
    private let pointer: OpaquePointer
    private unowned let connection: SQLiteConnection

    init(_ pointer: OpaquePointer, connection: SQLiteConnection) {
        self.pointer = pointer
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(pointer)
    }

    /// Clears the bindings and rewinds the statement.
    func reset() {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
    }

    /// Binds `values` to the parameters `?1`, `?2`…
    func bind(_ values: [SQLValue]) throws(StoreError) {
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Binds one value to the parameter at `index` (from 1).
    func bind(_ value: SQLValue, at index: Int32) throws(StoreError) {
        let code: Int32
        switch value {
        case .null: code = sqlite3_bind_null(pointer, index)
        case .integer(let number): code = sqlite3_bind_int64(pointer, index, number)
        case .real(let number): code = sqlite3_bind_double(pointer, index, number)
        case .text(let text): code = sqlite3_bind_text(pointer, index, text, -1, transient)
        case .blob(let data):
            code = data.withUnsafeBytes { bytes in
                sqlite3_bind_blob(pointer, index, bytes.baseAddress, Int32(bytes.count), transient)
            }
        }
        guard code == SQLITE_OK else { throw connection.lastError(code) }
    }

    /// Binds JSON bytes as text, so SQLite's JSON functions read them.
    func bindJSON(_ data: Data, at index: Int32) throws(StoreError) {
        let code = data.withUnsafeBytes { bytes in
            sqlite3_bind_text(
                pointer, index, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count),
                transient)
        }
        guard code == SQLITE_OK else { throw connection.lastError(code) }
    }

    /// Moves to the next row: `true` when there is one, `false` when the statement is done.
    func step() throws(StoreError) -> Bool {
        switch sqlite3_step(pointer) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw connection.lastError(code)
        }
    }

    /// Runs a statement that returns no rows.
    func run(_ values: [SQLValue] = []) throws(StoreError) {
        try bind(values)
        defer { reset() }
        while try step() {}
    }

    /// The bytes of the text or blob in column `index` of the current row.
    func data(at index: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(pointer, index))
        guard count > 0, let bytes = sqlite3_column_blob(pointer, index) else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// The value in column `index` of the current row.
    func value(at index: Int32) -> SQLValue {
        switch sqlite3_column_type(pointer, index) {
        case SQLITE_INTEGER: .integer(sqlite3_column_int64(pointer, index))
        case SQLITE_FLOAT: .real(sqlite3_column_double(pointer, index))
        case SQLITE_TEXT: .text(String(decoding: data(at: index), as: UTF8.self))
        case SQLITE_BLOB: .blob(data(at: index))
        default: .null
        }
    }
}

/// SQLite's `SQLITE_TRANSIENT`: copy the bound bytes now.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
