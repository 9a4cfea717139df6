// NestedRule: models nested inside a fetched model, decoded and saved as rows of their own type.
import Foundation
import RESTChain

/// The rows to write for one nested relation of one fetched model.
struct PendingRelation: Sendable {
    /// The fetched model's position in the response.
    let parentIndex: Int
    /// The key path the children were found at; the relation's name.
    let relation: String
    /// The children's table.
    let childTable: String
    /// Saves the children and returns their keys, in order.
    let save: @Sendable (inout WriteContext) throws(StoreError) -> [SQLValue]
}

/// Where a nested model type sits inside each fetched model, and how to decode and save it.
struct NestedRule: Sendable {
    let keyPath: String
    let childTable: String
    private let decodeChildren:
        @Sendable (JSONValue, JSONDecoder) throws(RESTError) ->
            @Sendable (inout WriteContext) throws(StoreError) ->
            [SQLValue]

    init<Child: Codable & Identifiable & Sendable>(_ type: Child.Type, keyPath: String) {
        self.keyPath = keyPath
        childTable = ModelTable.of(Child.self).name
        decodeChildren = { value, decoder throws(RESTError) in
            let elements: [JSONValue] =
                switch value {
                case .array(let elements): elements
                case .null: []
                default: [value]
                }
            var children: [Child] = []
            for (index, element) in elements.enumerated() {
                children.append(try ElementDecoding.decode(Child.self, from: element, index: index, using: decoder))
            }
            let decoded = children
            return { (context: inout WriteContext) throws(StoreError) in
                try context.upsert(decoded, policy: .replace)
            }
        }
    }

    /// The relation to write for the fetched model at `parentIndex`, whose JSON is `parent`.
    func relation(in parent: JSONValue, parentIndex: Int, decoder: JSONDecoder) throws(RESTError) -> PendingRelation? {
        guard let value = try? JSONPath(keyPath).value(in: parent) else { return nil }
        let save = try decodeChildren(value, decoder)
        return PendingRelation(parentIndex: parentIndex, relation: keyPath, childTable: childTable, save: save)
    }
}
