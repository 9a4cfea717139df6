// ModelStore+Reading: reading models on reader connections — all, one by id, by an indexed field.
import Foundation

extension ModelStore {
    /// Every stored model of `type`, in id order; empty when none was ever stored.
    ///
    /// - Parameter type: The model type, such as `WordPress.Post.self`.
    /// - Returns: The models, in id order.
    /// - Throws: ``StoreError/decoding(typeName:reason:)`` when a row no longer decodes as `type`.
    public nonisolated func all<Model: Codable & Identifiable & Sendable>(
        _ type: Model.Type
    ) async throws(StoreError) -> [Model] {
        let table = ModelTable.of(Model.self)
        return try await read(table) { connection throws(StoreError) in
            try self.rows(Model.self, connection.statement(table.selectAllSQL), [])
        } ?? []
    }

    /// The stored model of `type` with `id`, or `nil` when there is none.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - id: The model's id.
    /// - Returns: The model, or `nil`.
    /// - Throws: ``StoreError/decoding(typeName:reason:)`` when the row no longer decodes as `type`.
    public nonisolated func get<Model: Codable & Identifiable & Sendable>(
        _ type: Model.Type, id: Model.ID
    ) async throws(StoreError) -> Model? {
        let table = ModelTable.of(Model.self)
        let key = try ModelKey.value(id)
        return try await read(table) { connection throws(StoreError) in
            try self.rows(Model.self, connection.statement(table.selectOneSQL), [key]).first
        } ?? nil
    }

    /// The stored models of `type` whose JSON field `field` equals `value`, in id order.
    ///
    /// The first query on a field indexes it (unless the type declared it through ``StoreIndexable``).
    /// ```swift
    /// let exotic = try await store.all(GuildWars2.Item.self, where: "rarity", equals: "Exotic")
    /// let armor = try await store.all(GuildWars2.Item.self, where: "details.type", equals: "Coat")
    /// ```
    /// - Parameters:
    ///   - type: The model type.
    ///   - field: The JSON key path, such as `"rarity"` or `"details.type"`.
    ///   - value: The value to match, encoded as the model encodes it (strings, numbers, booleans, enums).
    /// - Returns: The matching models, in id order.
    /// - Throws: ``StoreError``.
    public nonisolated func all<Model: Codable & Identifiable & Sendable>(
        _ type: Model.Type, where field: String, equals value: some Encodable & Sendable
    ) async throws(StoreError) -> [Model] {
        let table = ModelTable.of(Model.self)
        let match = try ModelKey.fieldValue(value)
        try await index(table, field: field, for: Model.self)
        return try await read(table) { connection throws(StoreError) in
            let sql = "SELECT json FROM \(table.quoted) WHERE \(ModelTable.extract(field)) = ?1 ORDER BY id"
            return try self.rows(Model.self, connection.statement(sql), [match])
        } ?? []
    }

    /// When the row of `type` with `id` was last fetched (saved or refreshed), or `nil` when there is none.
    ///
    /// - Throws: ``StoreError``.
    public nonisolated func fetchedAt<Model: Codable & Identifiable & Sendable>(
        _ type: Model.Type, id: Model.ID
    ) async throws(StoreError) -> Date? {
        let table = ModelTable.of(Model.self)
        let key = try ModelKey.value(id)
        let value = try await read(table) { connection throws(StoreError) in
            try connection.scalar(table.fetchedAtSQL, [key])
        }
        guard case .real(let seconds)?? = value else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Creates the index on `field` of `table` when it is missing.
    func index<Model: Identifiable>(_ table: ModelTable, field: String, for type: Model.Type) throws(StoreError) {
        guard !schema.withLock({ $0.contains(table.name + "/" + field) }) else { return }
        try write { context throws(StoreError) in
            try context.ensure(table, for: Model.self)
            try context.connection.execute(table.createIndexSQL(field))
            context.created.insert(table.name + "/" + field)
        }
    }

    /// Runs `body` on a reader when `table` exists; `nil` when it does not (nothing was ever stored there).
    nonisolated func read<Result: Sendable>(
        _ table: ModelTable, _ body: @escaping @Sendable (SQLiteConnection) throws(StoreError) -> Result
    ) async throws(StoreError) -> Result? {
        let schema = schema
        return try await readers.read { connection throws(StoreError) -> Result? in
            if !schema.withLock({ $0.contains(table.name) }) {
                let exists = try connection.scalar(
                    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1", [.text(table.name)])
                guard exists != nil else { return nil }
                schema.withLock { _ = $0.insert(table.name) }
            }
            return try body(connection)
        }
    }

    /// Decodes the JSON in the first column of every row `statement` returns for `values`.
    nonisolated func rows<Model: Decodable>(
        _ type: Model.Type, _ statement: SQLiteStatement, _ values: [SQLValue]
    ) throws(StoreError) -> [Model] {
        try statement.bind(values)
        defer { statement.reset() }
        var models: [Model] = []
        while try statement.step() {
            models.append(try RowDecoding.decode(Model.self, from: statement.data(at: 0), using: decoder))
        }
        return models
    }
}

extension ModelStore {
    /// The JSON fields of `type` that have an index, declared or created by a query, sorted.
    ///
    /// - Throws: ``StoreError``.
    public nonisolated func indexedFields<Model: Codable & Identifiable & Sendable>(
        of type: Model.Type
    ) async throws(StoreError) -> [String] {
        let table = ModelTable.of(Model.self)
        return try await read(table) { connection throws(StoreError) in
            let statement = try connection.statement(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?1 ORDER BY name")
            try statement.bind([.text(table.name)])
            defer { statement.reset() }
            var fields: [String] = []
            while try statement.step() {
                guard case .text(let name) = statement.value(at: 0), name.hasPrefix(table.name + "/") else { continue }
                fields.append(String(name.dropFirst(table.name.count + 1)))
            }
            return fields
        } ?? []
    }
}
