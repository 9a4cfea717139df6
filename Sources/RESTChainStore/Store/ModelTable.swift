// ModelTable: the table of one model type — its name, key kind, schema and JSON paths.
import Foundation

/// The table holding one model type: one row per id, the model's JSON whole, and when it was fetched.
struct ModelTable: Sendable, Hashable {
    /// The model's full type name, such as `WordPressAPI.WordPress.Post`; also the table's name.
    let name: String
    /// Whether the ids are integers, kept as SQLite's row id (the fastest lookup).
    let integerKeys: Bool

    init<Model: Identifiable>(_ type: Model.Type) {
        name = String(reflecting: Model.self)
        let id = Model.ID.self
        integerKeys =
            id == Int.self || id == Int64.self || id == Int32.self || id == Int16.self || id == Int8.self
            || id == UInt32.self || id == UInt16.self || id == UInt8.self
    }

    /// The table's name as an SQL identifier.
    var quoted: String { ModelTable.quote(name) }

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
