// GRDBItems: the baseline of the store comparison — GRDB keeping Guild Wars 2 items as JSON in a column.
import Foundation
import GRDB
import GuildWars2API

/// GRDB doing what `ModelStore` does, written the way GRDB's documentation shows, at its fastest.
///
/// A `DatabasePool` (WAL, readers beside the writer) with `synchronous = NORMAL` as `ModelStore` sets it; one table,
/// `id INTEGER PRIMARY KEY`, the JSON in a column; one `write` transaction per array; cached statements; the JSON
/// bound and read as a blob (no `String` made on the way in, no copy on the way out, which only helps GRDB).
final class GRDBItems: Sendable {
    let pool: DatabasePool
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    /// Opens (or creates) the database at `path` with its `items` table.
    init(path: String) throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        pool = try DatabasePool(path: path, configuration: configuration)
        try pool.write { db in
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS items (id INTEGER PRIMARY KEY, json BLOB NOT NULL)")
        }
    }

    /// Upserts `items` in one transaction.
    func save(_ items: ArraySlice<GuildWars2.Item>) throws {
        try pool.write { db in
            let statement = try db.cachedStatement(
                sql: "INSERT INTO items (id, json) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET json = excluded.json")
            for item in items {
                try statement.execute(arguments: [item.id, encoder.encode(item)])
            }
        }
    }

    /// Every item, in id order.
    func all() throws -> [GuildWars2.Item] {
        try pool.read { db in
            let rows = try Row.fetchCursor(db.cachedStatement(sql: "SELECT json FROM items ORDER BY id"))
            var items: [GuildWars2.Item] = []
            while let row = try rows.next() { try items.append(decode(row)) }
            return items
        }
    }

    /// The item with `id`, or `nil`; `isolated` false reads with `unsafeRead` (no transaction around the query).
    func item(id: Int, isolated: Bool = true) throws -> GuildWars2.Item? {
        let body = { (db: Database) throws -> GuildWars2.Item? in
            let statement = try db.cachedStatement(sql: "SELECT json FROM items WHERE id = ?")
            // The cursor's row reads the statement's memory: it must outlive the decoding.
            let rows = try Row.fetchCursor(statement, arguments: [id])
            return try withExtendedLifetime(rows) { try rows.next().map(self.decode) }
        }
        return try isolated ? pool.read(body) : pool.unsafeRead(body)
    }

    private func decode(_ row: Row) throws -> GuildWars2.Item {
        try row.withUnsafeData(atIndex: 0) { data in try decoder.decode(GuildWars2.Item.self, from: data ?? Data()) }
    }
}
