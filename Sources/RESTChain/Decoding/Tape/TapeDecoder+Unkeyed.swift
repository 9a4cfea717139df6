// TapeUnkeyedContainer: an array's elements in order, each found by skipping the one before.
import Foundation

/// An array's elements, read front to back.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoding: TapeDecoding
    /// The array's token.
    let array: Int
    let count: Int?
    private(set) var currentIndex = 0
    /// The token of the element at `currentIndex`.
    private var cursor: Int

    init(decoding: TapeDecoding, array: Int, count: Int) {
        self.decoding = decoding
        self.array = array
        self.count = count
        cursor = array + 1
    }

    var codingPath: [any CodingKey] { decoding.codingPath(of: array) }
    var isAtEnd: Bool { currentIndex >= count! }

    /// The token of the current element, moving past it; Foundation's error when there is none.
    private mutating func next(_ type: Any.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: codingPath + [TapeCodingKey(index: currentIndex)],
                    debugDescription: "Unkeyed container is at end."))
        }
        let element = cursor
        cursor = decoding.tape.next(after: cursor)
        currentIndex += 1
        return element
    }

    /// The decoder of the current element, moving past it.
    private mutating func nextDecoder(_ type: Any.Type) throws -> TapeDecoder {
        TapeDecoder(decoding: decoding, index: try next(type))
    }

    /// `value`, or Foundation's error for the element before `currentIndex` read as `type`.
    @inline(__always)
    private func scalar<T>(_ value: T?, _ type: T.Type, _ index: Int) throws -> T {
        guard let value else {
            throw decoding.fault(type, at: index, path: codingPath + [TapeCodingKey(index: currentIndex - 1)])
        }
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw decoding.giveUp() }
        guard decoding.tape.tokens[cursor].kind == .null else { return false }
        cursor += 1
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let index = try next(type)
        return try scalar(decoding.bool(at: index), type, index)
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let index = try next(type)
        return try scalar(decoding.string(at: index), type, index)
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let index = try next(type)
        return try scalar(decoding.double(at: index), type, index)
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let index = try next(type)
        return try scalar(decoding.float(at: index), type, index)
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    @inline(__always)
    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let index = try next(type)
        return try scalar(decoding.integer(at: index, as: type), type, index)
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try nextDecoder(type).decode(as: type) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder(KeyedDecodingContainer<NestedKey>.self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !isAtEnd else { throw decoding.giveUp() }
        return try nextDecoder([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        guard !isAtEnd else { throw decoding.giveUp() }
        return try nextDecoder((any Decoder).self)
    }
}

/// Foundation's own keys: an array element's (`Index 3`) and `super`.
struct TapeCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) { self.init(index: intValue) }

    static let `super` = TapeCodingKey(stringValue: "super")!
}

/// A `[String: Value]`, which Foundation reads member by member with its own keys rather than through
/// `Dictionary`'s `init(from:)`.
protocol StringKeyedDictionary {
    init(tapeDecoder: TapeDecoder) throws
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    init(tapeDecoder decoder: TapeDecoder) throws {
        let decoding = decoder.decoding
        let tape = decoding.tape
        let token = tape.tokens[decoder.index]
        guard token.kind == .object else {
            // Foundation's message for a `null` here is not reproduced; a mismatch is.
            if token.kind == .null { throw decoding.giveUp() }
            throw TapeFault.mismatch([String: Any].self, token.kind, decoder.codingPath)
        }
        self.init(minimumCapacity: Int(token.start))
        var index = decoder.index + 1
        while index < Int(token.end) {
            let name = String(decoding: tape.slice(tape.tokens[index]), as: UTF8.self)
            do {
                self[name] = try TapeDecoder(decoding: decoding, index: index + 1).decode(as: Value.self)
            } catch {
                // Foundation visits the members in its dictionary's order, not the document's, so which failure
                // it reports first is its own to say.
                throw decoding.giveUp()
            }
            index = tape.next(after: index + 1)
        }
    }
}

/// An `Array`, read element by element straight from the tape into storage reserved once for the whole count:
/// what `Array`'s own `init(from:)` does through an unkeyed container, without the container's box and the
/// array's regrowth.
protocol TapeDecodableArray {
    init(tapeDecoder: TapeDecoder) throws
    /// This array read from `decoder`, as `type`, which must be this very type.
    static func read<T>(_ type: T.Type, from decoder: TapeDecoder) throws -> T
}

extension Array: TapeDecodableArray where Element: Decodable {
    static func read<T>(_ type: T.Type, from decoder: TapeDecoder) throws -> T {
        // Only `TapeDecoder.decode(as:)` calls this, with `T` the very type whose conformance it found, so the cast
        // is between one type and itself and needs no check at run time; checking would look up `Self`'s metadata.
        assert(T.self == Self.self, "an array read as another type")
        return unsafeBitCast(try Self(tapeDecoder: decoder), to: T.self)
    }

    init(tapeDecoder decoder: TapeDecoder) throws {
        let count = try decoder.arrayCount()
        let decoding = decoder.decoding
        self.init()
        // An empty array needs no storage (nor its type's metadata).
        guard count > 0 else { return }
        reserveCapacity(count)
        var cursor = decoder.index + 1
        for _ in 0..<count {
            append(try TapeDecoder(decoding: decoding, index: cursor).decode(as: Element.self))
            cursor = decoding.tape.next(after: cursor)
        }
    }
}
