// TapeKeyedContainer: an object's members, found by comparing the keys' bytes; no dictionary is built.
import Foundation

/// An object's members. A key is found by scanning the object's key tokens, which the tape guarantees are distinct
/// plain ASCII, so a byte comparison answers exactly as Foundation's `String` lookup does.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoding: TapeDecoding
    /// The object's token, and the index of the first token after it.
    let object: Int
    let end: Int

    var codingPath: [any CodingKey] { decoding.codingPath(of: object) }

    var allKeys: [Key] {
        let tape = decoding.tape
        var keys: [Key] = []
        var index = object + 1
        while index < end {
            let name = String(decoding: tape.slice(tape.tokens[index]), as: UTF8.self)
            if let key = Key(stringValue: name) { keys.append(key) }
            index = tape.next(after: index + 1)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { valueIndex(named: key.stringValue) != nil }

    /// The token index of the value of the member called `name`, or `nil`.
    ///
    /// Models mostly ask for their keys in about the order the document has them, so the search starts at the
    /// member found last in this object and wraps around: the tape's keys are distinct, so where
    /// it starts never changes what it finds.
    func valueIndex(named name: String) -> Int? {
        var name = name
        // The member's value; `.some(nil)` when there is none; `nil` when only `String` equality can tell.
        let found = name.withUTF8 { wanted -> Int?? in
            let first = object + 1
            let hint = decoding.keyHint.pointee
            var found: Int?
            if hint.object == object {
                // From the member found last: a model that asks `contains` and then decodes asks for it again.
                found = search(wanted, from: hint.key, to: end) ?? search(wanted, from: first, to: hint.key)
            } else {
                found = search(wanted, from: first, to: end)
            }
            if found != nil { return found }
            // Only a name outside ASCII can equal one of the tape's ASCII keys without having its bytes.
            return wanted.allSatisfy({ $0 < 0x80 }) ? .some(nil) : nil
        }
        return found ?? slowValueIndex(of: name)
    }

    /// The value of the member whose key is `wanted`, among the members whose keys are from `start` to `stop`;
    /// remembered as the search's next start.
    @inline(__always)
    private func search(_ wanted: UnsafeBufferPointer<UInt8>, from start: Int, to stop: Int) -> Int? {
        let tape = decoding.tape
        let base = tape.bytes.baseAddress!
        var index = start
        while index < stop {
            let keyToken = tape.tokens[index]
            let key = base + Int(keyToken.start)
            if Int(keyToken.end &- keyToken.start) == wanted.count,
                wanted.isEmpty || (key.pointee == wanted[0] && memcmp(key, wanted.baseAddress!, wanted.count) == 0)
            {
                decoding.keyHint.pointee = (object, index)
                return index + 1
            }
            index = tape.next(after: index + 1)
        }
        return nil
    }

    /// The lookup for a key that is not ASCII: by `String` equality, as Foundation compares.
    private func slowValueIndex(of name: String) -> Int? {
        let tape = decoding.tape
        var index = object + 1
        while index < end {
            if String(decoding: tape.slice(tape.tokens[index]), as: UTF8.self) == name { return index + 1 }
            index = tape.next(after: index + 1)
        }
        return nil
    }

    /// The token index of `key`'s value, or Foundation's error when there is none.
    private func member(_ key: Key) throws -> Int {
        guard let index = valueIndex(named: key.stringValue) else {
            throw DecodingError.keyNotFound(
                key,
                .init(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return index
    }

    /// The index of `key`'s value when it is there and not `null`.
    private func present(_ key: Key) -> Int? {
        guard let index = valueIndex(named: key.stringValue), decoding.tape.tokens[index].kind != .null else {
            return nil
        }
        return index
    }

    private func child(_ index: Int) -> TapeDecoder { TapeDecoder(decoding: decoding, index: index) }

    /// `value`, or Foundation's error for the member at `index` read as `type`. Inlined, as the integer helpers
    /// are, so that each type's copy needs no generic metadata at run time.
    @inline(__always)
    private func scalar<T>(_ value: T?, _ type: T.Type, _ index: Int, _ key: Key) throws -> T {
        guard let value else { throw decoding.fault(type, at: index, path: codingPath + [key]) }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { decoding.tape.tokens[try member(key)].kind == .null }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        let index = try member(key)
        return try scalar(decoding.bool(at: index), type, index, key)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        let index = try member(key)
        return try scalar(decoding.string(at: index), type, index, key)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        let index = try member(key)
        return try scalar(decoding.double(at: index), type, index, key)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let index = try member(key)
        return try scalar(decoding.float(at: index), type, index, key)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    @inline(__always)
    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        let index = try member(key)
        return try scalar(decoding.integer(at: index, as: type), type, index, key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try child(try member(key)).decode(as: type)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let index = present(key) else { return nil }
        return try scalar(decoding.integer(at: index, as: type), type, index, key)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = present(key) else { return nil }
        return try scalar(decoding.string(at: index), type, index, key)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = present(key) else { return nil }
        return try scalar(decoding.bool(at: index), type, index, key)
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let index = present(key) else { return nil }
        return try scalar(decoding.double(at: index), type, index, key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = present(key) else { return nil }
        return try child(index).decode(as: type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(try member(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(try member(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { try superDecoder(named: TapeCodingKey.super) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try superDecoder(named: key) }

    /// Foundation's super decoders: the value of `key`, or `null` when the object has none (left to Foundation).
    private func superDecoder(named key: some CodingKey) throws -> any Decoder {
        guard let index = valueIndex(named: key.stringValue) else { throw decoding.giveUp() }
        return TapeDecoder(decoding: decoding, index: index)
    }
}
