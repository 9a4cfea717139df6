// ModelTable: the table of one model type — its name, key kind, and its statements' text, made once per type.
import Foundation
import RESTChain

/// The table holding one model type: one row per id, the model's JSON whole, and when it was fetched.
///
/// `ModelTable.of(Model.self)` builds the name (`String(reflecting:)`) and every statement's text once per type;
/// each connection then finds its prepared statement by that text.
final class ModelTable: Sendable {
    /// The model's full type name, such as `WordPressAPI.WordPress.Post`; also the table's name.
    let name: String
    /// Whether the ids are integers, kept as SQLite's row id (the fastest lookup).
    let integerKeys: Bool
    /// The table's name as an SQL identifier.
    let quoted: String
    /// Every row's JSON, in id order.
    let selectAllSQL: String
    /// The JSON of the row `?1`.
    let selectOneSQL: String
    /// The fetched-at time of the row `?1`.
    let fetchedAtSQL: String
    /// Inserts or replaces the row `?1` with the JSON `?2` fetched at `?3`.
    let upsertSQL: String
    /// Moves the fetched-at time of the row `?2` to `?1`.
    let touchSQL: String
    /// The JSON of the rows of the list `?2` of the model `?1`, in list order.
    let listSQL: String
    /// The JSON of the rows related to the parent `?1` `?2` by the relation `?3` of child table `?4`, in order.
    let relatedSQL: String

    private static let tables = Locked([ObjectIdentifier: ModelTable]())

    /// The table of `type`, made on first use.
    static func of<Model: Identifiable>(_ type: Model.Type) -> ModelTable {
        let key = ObjectIdentifier(Model.self)
        if let table = tables.withLock({ $0[key] }) { return table }
        let table = ModelTable(Model.self)
        return tables.withLock { tables in
            if let existing = tables[key] { return existing }
            tables[key] = table
            return table
        }
    }

    private init<Model: Identifiable>(_ type: Model.Type) {
        name = String(reflecting: Model.self)
        let id = Model.ID.self
        integerKeys =
            id == Int.self || id == Int64.self || id == Int32.self || id == Int16.self || id == Int8.self
            || id == UInt32.self || id == UInt16.self || id == UInt8.self
        let quoted = ModelTable.quote(name)
        self.quoted = quoted
        selectAllSQL = "SELECT json FROM \(quoted) ORDER BY id"
        selectOneSQL = "SELECT json FROM \(quoted) WHERE id = ?1"
        fetchedAtSQL = "SELECT fetched_at FROM \(quoted) WHERE id = ?1"
        upsertSQL =
            "INSERT INTO \(quoted) (id, json, fetched_at) VALUES (?1, ?2, ?3) "
            + "ON CONFLICT (id) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at"
        touchSQL = "UPDATE \(quoted) SET fetched_at = ?1 WHERE id = ?2"
        listSQL =
            "SELECT m.json FROM restchain_lists l JOIN \(quoted) m ON m.id = l.id "
            + "WHERE l.model = ?1 AND l.name = ?2 ORDER BY l.position"
        relatedSQL =
            "SELECT c.json FROM restchain_relations r JOIN \(quoted) c ON c.id = r.child_id "
            + "WHERE r.parent = ?1 AND r.parent_id = ?2 AND r.relation = ?3 AND r.child = ?4 ORDER BY r.position"
    }

    /// The statement that creates the table when it is missing.
    var createSQL: String {
        let key = integerKeys ? "id INTEGER PRIMARY KEY" : "id TEXT PRIMARY KEY NOT NULL"
        return "CREATE TABLE IF NOT EXISTS \(quoted) (\(key), json TEXT NOT NULL, fetched_at REAL NOT NULL)"
    }

    /// The SQL expression reading `field` (`"rarity"`, `"details.type"`) from a row's JSON.
    static func extract(_ field: String) -> String {
        var path = "$"
        for key in field.split(separator: ".", omittingEmptySubsequences: false) {
            let plain = !key.isEmpty && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            path += plain ? ".\(key)" : ".\"\(key.replacingOccurrences(of: "\"", with: "\\\""))\""
        }
        return "json_extract(json, '\(path.replacingOccurrences(of: "'", with: "''"))')"
    }

    /// The statement that indexes `field`, so equality queries on it use the index.
    func createIndexSQL(_ field: String) -> String {
        "CREATE INDEX IF NOT EXISTS \(ModelTable.quote(name + "/" + field)) ON \(quoted) (\(ModelTable.extract(field)))"
    }

    /// `name` as a double-quoted SQL identifier.
    static func quote(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
