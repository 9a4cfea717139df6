// JSONValueDecoder's containers: an object's members, an array's elements and a single value, each path-aware.
import Foundation
import RESTChain

/// An object's members, by key.
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value for \"\(key.stringValue)\"."))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONValueDecoder.decode(type, from: try member(key), at: codingPath + [key])
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try leaf(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try leaf(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try leaf(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try leaf(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try leaf(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try leaf(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try leaf(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try leaf(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try leaf(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try leaf(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try leaf(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try leaf(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try leaf(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try leaf(type, key) }

    private func leaf<T>(_ type: T.Type, _ key: Key) throws -> T {
        try member(key).primitive(type, at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONValueDecoder(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONValueDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoder(value: .object(members), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

/// An array's elements, in order.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> (JSONValue, [any CodingKey]) {
        let path = codingPath + [IndexKey(currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                JSONValue.self, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next()
        return try JSONValueDecoder.decode(type, from: value, at: path)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try leaf(type) }
    mutating func decode(_ type: String.Type) throws -> String { try leaf(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try leaf(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try leaf(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try leaf(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try leaf(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try leaf(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try leaf(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try leaf(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try leaf(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try leaf(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try leaf(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try leaf(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try leaf(type) }

    private mutating func leaf<T>(_ type: T.Type) throws -> T {
        let (value, path) = try next()
        return try value.primitive(type, at: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next()
        return try JSONValueDecoder(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next()
        return try JSONValueDecoder(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next()
        return JSONValueDecoder(value: value, codingPath: path)
    }
}

/// One value.
struct SingleValueContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder.decode(type, from: value, at: codingPath)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try value.primitive(type, at: codingPath) }
    func decode(_ type: String.Type) throws -> String { try value.primitive(type, at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try value.primitive(type, at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try value.primitive(type, at: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try value.primitive(type, at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value.primitive(type, at: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value.primitive(type, at: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value.primitive(type, at: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value.primitive(type, at: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try value.primitive(type, at: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value.primitive(type, at: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value.primitive(type, at: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value.primitive(type, at: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value.primitive(type, at: codingPath) }
}
