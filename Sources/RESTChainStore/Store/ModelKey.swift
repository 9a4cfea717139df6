// ModelKey: a model's id, or a queried field's value, as an SQLite value.
import Foundation
import RESTChain

/// Turns ids and query values into SQLite values.
enum ModelKey {
    /// The key value of `id`: integers as integers, strings and UUIDs as text, anything else as its JSON text.
    static func value<ID: Hashable>(_ id: ID) throws(StoreError) -> SQLValue {
        switch id {
        case let id as Int: return .integer(Int64(id))
        case let id as String: return .text(id)
        case let id as UUID: return .text(id.uuidString)
        case let id as any BinaryInteger: return .integer(Int64(truncatingIfNeeded: id))
        case let id as any Encodable:
            let data = try encode(id, typeName: "\(ID.self)")
            if case .string(let text) = try? JSONDecoder().decode(JSONValue.self, from: data) { return .text(text) }
            return .text(String(decoding: data, as: UTF8.self))
        default: return .text(String(describing: id))
        }
    }

    /// The value a JSON field holds for `value`, as `json_extract` returns it: text, number, 1/0 or null.
    static func fieldValue(_ value: some Encodable) throws(StoreError) -> SQLValue {
        let data = try encode(value, typeName: "\(type(of: value))")
        switch try? JSONDecoder().decode(JSONValue.self, from: data) {
        case .string(let text): return .text(text)
        case .number(let number):
            if let integer = Int64(exactly: number) { return .integer(integer) }
            return .real(number)
        case .bool(let flag): return .integer(flag ? 1 : 0)
        case .null: return .null
        default: return .text(String(decoding: data, as: UTF8.self))
        }
    }

    private static func encode(_ value: some Encodable, typeName: String) throws(StoreError) -> Data {
        do {
            return try JSONEncoder().encode(value)
        } catch {
            throw .encoding(typeName: typeName, reason: "\(error)")
        }
    }
}
