// ModelStore+Lists: fetched responses saved with their list order and nested relations; reading them back.
import Foundation

extension ModelStore {
    /// Saves fetched models, their nested rows and relations, and the list `list`, in one transaction.
    ///
    /// Rows are never deleted: a list is replaced by the ids it holds now, and ids it no longer names keep their rows.
    func saveFetched<Model: Codable & Identifiable & Sendable>(
        _ fetched: FetchedModels<Model>, policy: StorePolicy<Model>, list: String?
    ) throws(StoreError) {
        try write { context throws(StoreError) in
            let table = ModelTable.of(Model.self)
            _ = try context.upsert(fetched.models, policy: policy)
            var keys: [SQLValue] = []
            keys.reserveCapacity(fetched.models.count)
            for model in fetched.models { keys.append(try ModelKey.value(model.id)) }
            for relation in fetched.relations {
                let children = try relation.save(&context)
                try context.relate(
                    table.name, keys[relation.parentIndex], relation.relation, to: relation.childTable, children)
            }
            if let list { try context.remember(list, of: table.name, keys) }
        }
    }

    /// The models of the list `name`, in order, as last fetched; `nil` when no such list was saved.
    ///
    /// ```swift
    /// let page = try await wp.get(endpoint: .posts).query(key: .page, value: "2")
    ///     .store(in: store).remembering(as: "posts page 2").decode(type: [WordPress.Post].self)
    /// // later, offline:
    /// if let lastSeen = try await store.list(WordPress.Post.self, named: "posts page 2") {
    ///     for post in lastSeen { print(post.title.rendered) }   // lastSeen.fetchedAt: when
    /// }
    /// ```
    /// - Throws: ``StoreError``.
    public nonisolated func list<Model: Codable & Identifiable & Sendable>(
        _ type: Model.Type, named name: String
    ) async throws(StoreError) -> StoredList<Model>? {
        let table = ModelTable.of(Model.self)
        return try await read(table) { connection throws(StoreError) -> StoredList<Model>? in
            let fetched = try connection.scalar(
                "SELECT fetched_at FROM restchain_list_fetches WHERE model = ?1 AND name = ?2",
                [.text(table.name), .text(name)])
            guard case .real(let seconds) = fetched else { return nil }
            let models = try self.rows(
                Model.self, connection.statement(table.listSQL), [.text(table.name), .text(name)])
            return StoredList(models: models, fetchedAt: Date(timeIntervalSince1970: seconds))
        } ?? nil
    }

    /// The models of `type` saved as nested in `parent` at `keyPath`, in the order they came.
    ///
    /// ```swift
    /// let posts = try await wp.get(endpoint: .posts).embed()
    ///     .store(in: store).nesting(WordPress.User.self, at: "_embedded.author")
    ///     .decode(type: [WordPress.Post].self)
    /// let authors = try await store.related(WordPress.User.self, to: posts[0], at: "_embedded.author")
    /// ```
    /// - Parameters:
    ///   - type: The nested model type.
    ///   - parent: The model they were nested in.
    ///   - keyPath: The key path given to ``StoringSession/nesting(_:at:)``.
    /// - Returns: The nested models, in order; empty when none were saved.
    /// - Throws: ``StoreError``.
    public nonisolated func related<Child: Codable & Identifiable & Sendable, Parent: Identifiable>(
        _ type: Child.Type, to parent: Parent, at keyPath: String
    ) async throws(StoreError) -> [Child] {
        let table = ModelTable.of(Child.self)
        let parentKey = try ModelKey.value(parent.id)
        let parentTable = ModelTable.of(Parent.self).name
        return try await read(table) { connection throws(StoreError) in
            let values: [SQLValue] = [
                .text(parentTable), parentKey, .text(keyPath), .text(table.name),
            ]
            return try self.rows(Child.self, connection.statement(table.relatedSQL), values)
        } ?? []
    }
}

extension WriteContext {
    /// Replaces the relation `relation` of the parent row with `children`, in order.
    func relate(
        _ parent: String, _ parentKey: SQLValue, _ relation: String, to child: String, _ children: [SQLValue]
    ) throws(StoreError) {
        try connection.statement(
            "DELETE FROM restchain_relations WHERE parent = ?1 AND parent_id = ?2 AND relation = ?3"
        ).run([.text(parent), parentKey, .text(relation)])
        let insert = try connection.statement(
            "INSERT INTO restchain_relations (parent, parent_id, relation, position, child, child_id) "
                + "VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        for (position, key) in children.enumerated() {
            try insert.run([.text(parent), parentKey, .text(relation), .integer(Int64(position)), .text(child), key])
        }
    }

    /// Replaces the list `name` of `model` with `keys`, in order, stamped with this transaction's time.
    func remember(_ name: String, of model: String, _ keys: [SQLValue]) throws(StoreError) {
        try connection.statement("DELETE FROM restchain_lists WHERE model = ?1 AND name = ?2")
            .run([.text(model), .text(name)])
        let insert = try connection.statement(
            "INSERT INTO restchain_lists (model, name, position, id) VALUES (?1, ?2, ?3, ?4)")
        for (position, key) in keys.enumerated() {
            try insert.run([.text(model), .text(name), .integer(Int64(position)), key])
        }
        try connection.statement(
            "INSERT INTO restchain_list_fetches (model, name, fetched_at) VALUES (?1, ?2, ?3) "
                + "ON CONFLICT (model, name) DO UPDATE SET fetched_at = excluded.fetched_at"
        ).run([.text(model), .text(name), .real(fetchedAt)])
    }
}
