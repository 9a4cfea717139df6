// JSONValueDecoder: decodes a model from a parsed JSONValue, only to learn where a failure really is.
import Foundation
import RESTChain

/// A `Decoder` over a ``RESTChain/JSONValue`` tree that reports every failure with its full coding path.
///
/// Foundation's decoder on Linux reports a number that does not fit the model's type (`0.95` for an `Int`) as
/// invalid JSON at the root; decoding the same tree here names the member instead. It follows Foundation's default
/// strategies (dates as seconds since 2001, data as Base64, URLs and decimals as JSON does).
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The `DecodingError` decoding `type` from `value` throws, with its full path; `nil` when it decodes.
    static func locate<T: Decodable>(_ type: T.Type, in value: JSONValue, at path: [any CodingKey]) -> DecodingError? {
        do {
            _ = try decode(type, from: value, at: path)
            return nil
        } catch let error as DecodingError {
            return error
        } catch {
            return DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(error)"))
        }
    }

    /// `type` decoded from `value`, whose place in the document is `path`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [any CodingKey]) throws -> T {
        func corrupted(_ reason: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: path, debugDescription: reason))
        }
        switch type {
        case is URL.Type:
            guard case .string(let text) = value, let url = URL(string: text) else { throw corrupted("Invalid URL.") }
            return try cast(url, at: path)
        case is Date.Type:
            let seconds = try decode(Double.self, from: value, at: path)
            return try cast(Date(timeIntervalSinceReferenceDate: seconds), at: path)
        case is Data.Type:
            guard case .string(let text) = value, let data = Data(base64Encoded: text) else {
                throw corrupted("Invalid Base64 data.")
            }
            return try cast(data, at: path)
        default:
            return try T(from: JSONValueDecoder(value: value, codingPath: path))
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: JSONValue].self, value, codingPath) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([JSONValue].self, value, codingPath) }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(value: value, codingPath: codingPath)
    }
}

/// The key of an array element, `Index 3`, as Foundation names it.
struct IndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String
    init(_ index: Int) {
        intValue = index
        stringValue = "Index \(index)"
    }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.init(intValue) }
}

/// `value` as `T`, which the caller has already checked it is.
func cast<T>(_ value: Any, at path: [any CodingKey]) throws -> T {
    guard let typed = value as? T else {
        throw DecodingError.typeMismatch(T.self, .init(codingPath: path, debugDescription: "Expected \(T.self)."))
    }
    return typed
}

/// The type mismatch of `value` where `type` was expected.
func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
    .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected \(type) but found \(value.kindName)."))
}

extension JSONValue {
    /// The JSON kind, for messages.
    fileprivate var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number(let number): "the number \(number)"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The leaf as `T`: a string, a boolean, or a number that `T` holds exactly.
    func primitive<T>(_ type: T.Type, at path: [any CodingKey]) throws -> T {
        switch (self, type) {
        case (.string(let text), is String.Type): return try cast(text, at: path)
        case (.bool(let flag), is Bool.Type): return try cast(flag, at: path)
        case (.number(let number), is Double.Type): return try cast(number, at: path)
        case (.number(let number), is Float.Type): return try cast(Float(number), at: path)
        case (.number(let number), let integer as any FixedWidthInteger.Type):
            guard let exact = integer.init(exactly: number) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: path, debugDescription: "Parsed JSON number <\(number)> does not fit in \(type).")
                )
            }
            return try cast(exact, at: path)
        default:
            throw mismatch(type, self, path)
        }
    }
}
