// WriteContext: one write transaction's work — upserting models, creating tables, noting what changed.
import Foundation

/// The state of one write transaction on the writer connection.
struct WriteContext {
    let connection: SQLiteConnection
    let encoder: JSONEncoder
    let decoder: JSONDecoder
    /// The fetched-at time of every row this transaction writes, in seconds since 1970.
    let fetchedAt: Double
    /// Tables already known to exist before the transaction.
    let known: Set<String>
    /// Tables (and `table/field` indexes) created in this transaction.
    var created: Set<String> = []
    /// Tables whose rows this transaction changed.
    var changed: Set<String> = []

    /// Creates `table` and its declared indexes when they do not exist yet.
    mutating func ensure<Model: Identifiable>(_ table: ModelTable, for type: Model.Type) throws(StoreError) {
        guard !known.contains(table.name), !created.contains(table.name) else { return }
        try connection.execute(table.createSQL)
        for field in (Model.self as? any StoreIndexable.Type)?.indexedFields ?? [] {
            try connection.execute(table.createIndexSQL(field))
            created.insert(table.name + "/" + field)
        }
        created.insert(table.name)
    }

    /// Saves `models` under `policy`, returning the ids of the ones that have a row afterwards.
    mutating func upsert<Model: Codable & Identifiable & Sendable>(
        _ models: [Model], policy: StorePolicy<Model>
    ) throws(StoreError) -> [SQLValue] {
        let table = ModelTable.of(Model.self)
        try ensure(table, for: Model.self)
        let write = try connection.statement(table.upsertSQL)
        var ids: [SQLValue] = []
        ids.reserveCapacity(models.count)
        for incoming in models {
            let id = try ModelKey.value(incoming.id)
            var model = incoming
            if policy.readsStored {
                let stored = try storedModel(Model.self, id: id, table: table)
                if let condition = policy.condition, !condition(incoming, stored) {
                    if stored != nil { ids.append(id) }
                    continue
                }
                if let stored {
                    switch policy.merge {
                    case .replace: break
                    case .keepStored:
                        try touch(table, id: id)
                        ids.append(id)
                        continue
                    case .pick(let pick): model = pick(incoming, stored)
                    }
                }
            }
            try write.bind(id, at: 1)
            try write.bindJSON(encode(model), at: 2)
            try write.bind(.real(fetchedAt), at: 3)
            while try write.step() {}
            write.reset()
            ids.append(id)
        }
        changed.insert(table.name)
        return ids
    }

    /// Moves the fetched-at time of the row `id` to now, leaving its data as it is.
    func touch(_ table: ModelTable, id: SQLValue) throws(StoreError) {
        try connection.statement(table.touchSQL).run([.real(fetchedAt), id])
    }

    /// The stored model with key `id`, or `nil`.
    func storedModel<Model: Decodable>(_ type: Model.Type, id: SQLValue, table: ModelTable) throws(StoreError)
        -> Model?
    {
        let read = try connection.statement(table.selectOneSQL)
        try read.bind([id])
        defer { read.reset() }
        guard try read.step() else { return nil }
        return try RowDecoding.decode(Model.self, from: read.data(at: 0), using: decoder)
    }

    private func encode(_ model: some Encodable) throws(StoreError) -> Data {
        do {
            return try encoder.encode(model)
        } catch {
            throw .encoding(typeName: "\(type(of: model))", reason: "\(error)")
        }
    }
}

/// Decodes stored rows, reporting failures as ``StoreError/decoding(typeName:reason:)``.
enum RowDecoding {
    static func decode<Model: Decodable>(_ type: Model.Type, from data: Data, using decoder: JSONDecoder)
        throws(StoreError) -> Model
    {
        do {
            return try decoder.decode(Model.self, from: data)
        } catch {
            throw .decoding(typeName: "\(Model.self)", reason: "\(error)")
        }
    }
}
