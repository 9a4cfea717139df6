// TapeDecoder: a Decoder over a JSONTape that decodes exactly what Foundation's JSONDecoder decodes, or gives up.
import Foundation

/// What one decoding shares: the tape, the user's `userInfo`, and whether Foundation must decide after all.
final class TapeDecoding {
    let tape: JSONTape
    let userInfo: [CodingUserInfoKey: Any]
    /// Set when the decoding met something only Foundation may answer (a number that does not fit, a type
    /// Foundation treats specially in ways not reproduced here); the result is then thrown away.
    var needsFoundation = false
    /// The object whose member was found last and that member's key token, where the next search in the same
    /// object starts. Kept outside the class's own storage so that reading and writing it costs no exclusivity
    /// check.
    let keyHint: UnsafeMutablePointer<(object: Int, key: Int)>
    /// The array types this decoding has met, each with its conformance to `TapeDecodableArray`, so that the
    /// runtime looks a type's conformance up once a document rather than once an array. Outside the class's
    /// storage, as `keyHint` is. Invariant: the first `arrayTypeCount.pointee` slots of the
    /// `arrayTypeCapacity` allocated are initialized; metatypes hold no references, so none is released.
    private let arrayTypes: UnsafeMutablePointer<(type: ObjectIdentifier, reader: any TapeDecodableArray.Type)>
    private let arrayTypeCount: UnsafeMutablePointer<Int>
    private static let arrayTypeCapacity = 16

    init(tape: JSONTape, userInfo: [CodingUserInfoKey: Any]) {
        self.tape = tape
        self.userInfo = userInfo
        keyHint = .allocate(capacity: 1)
        keyHint.initialize(to: (-1, 0))
        arrayTypes = .allocate(capacity: Self.arrayTypeCapacity)
        arrayTypeCount = .allocate(capacity: 1)
        arrayTypeCount.initialize(to: 0)
    }

    deinit {
        keyHint.deallocate()
        arrayTypes.deinitialize(count: arrayTypeCount.pointee)
        arrayTypes.deallocate()
        arrayTypeCount.deallocate()
    }

    /// How the array type `type` reads itself from the tape, or `nil` when it is not a `TapeDecodableArray`.
    func arrayReader(_ type: Any.Type) -> (any TapeDecodableArray.Type)? {
        let id = ObjectIdentifier(type)
        let count = arrayTypeCount.pointee
        for slot in 0..<count where arrayTypes[slot].type == id { return arrayTypes[slot].reader }
        guard let reader = type as? any TapeDecodableArray.Type else { return nil }
        // Past the capacity, a type is looked up each time: a document rarely holds that many array types.
        if count < Self.arrayTypeCapacity {
            (arrayTypes + count).initialize(to: (id, reader))
            arrayTypeCount.pointee = count + 1
        }
        return reader
    }

    /// Marks the decoding as Foundation's to finish and returns the error that unwinds it.
    func giveUp() -> any Error {
        needsFoundation = true
        return TapeDecodingAbandoned()
    }
}

/// Thrown to unwind a decoding that Foundation must redo; never seen by a caller.
struct TapeDecodingAbandoned: Error {}

extension TapeDecoding {
    /// The coding path of the value at `index`, found by walking down from the document's root: an object
    /// member's key is its name as the document spells it, an array element's its place. Made only when an error
    /// or a model asks for it, so that no value pays for a path while it decodes.
    func codingPath(of index: Int) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var container = 0
        while container != index {
            let token = tape.tokens[container]
            // The member or element that holds `index`: the last one starting at or before it.
            var child = container + 1
            var place = 0
            while true {
                let value = token.kind == .object ? child + 1 : child
                let after = tape.next(after: value)
                if index < after {
                    if token.kind == .object {
                        let name = String(decoding: tape.slice(tape.tokens[child]), as: UTF8.self)
                        keys.append(TapeCodingKey(stringValue: name)!)
                    } else {
                        keys.append(TapeCodingKey(index: place))
                    }
                    container = value
                    break
                }
                child = after
                place += 1
            }
        }
        return keys
    }
}

/// The decoder of one value of the tape: the token at `index`.
///
/// It is two words, so that it fits an existential without a box, and carries no path: its coding path is worked
/// out from the tape when someone asks for it.
struct TapeDecoder: Decoder {
    let decoding: TapeDecoding
    private let position: UInt32

    init(decoding: TapeDecoding, index: Int) {
        self.decoding = decoding
        position = UInt32(index)
    }

    var index: Int { Int(position) }
    var codingPath: [any CodingKey] { decoding.codingPath(of: index) }
    var userInfo: [CodingUserInfoKey: Any] { decoding.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let token = decoding.tape.tokens[index]
        guard token.kind == .object else {
            if token.kind == .null {
                throw DecodingError.valueNotFound(
                    [String: Any].self,
                    .init(
                        codingPath: codingPath,
                        debugDescription: "Cannot get keyed decoding container -- found null value instead"))
            }
            throw TapeFault.mismatch([String: Any].self, token.kind, codingPath)
        }
        return KeyedDecodingContainer(
            TapeKeyedContainer<Key>(decoding: decoding, object: index, end: Int(token.end)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let token = decoding.tape.tokens[index]
        guard token.kind == .array else {
            if token.kind == .null {
                throw DecodingError.valueNotFound(
                    [Any].self,
                    .init(
                        codingPath: codingPath,
                        debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
            }
            throw TapeFault.mismatch([Any].self, token.kind, codingPath)
        }
        return TapeUnkeyedContainer(decoding: decoding, array: index, count: Int(token.start))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// `type` decoded from this decoder's value, with the types Foundation reads specially read as it does.
    func decode<T: Decodable>(as type: T.Type) throws -> T {
        if T.self == URL.self {
            guard let url = URL(string: try decodeString()) else { throw decoding.giveUp() }
            return url as! T
        }
        if T.self == Data.self || T.self == Decimal.self {
            // Foundation's strategies for these are not reproduced. Its plain `Date(from:)` is: it reads the same
            // number this decoder reads.
            throw decoding.giveUp()
        }
        if TapeTypes.isDictionary(T.self), let dictionary = T.self as? any StringKeyedDictionary.Type {
            return try dictionary.init(tapeDecoder: self) as! T
        }
        if TapeTypes.isArray(T.self), let array = decoding.arrayReader(T.self) {
            return try array.read(T.self, from: self)
        }
        return try T(from: self)
    }

    /// The element count of this decoder's array, or the error `unkeyedContainer()` throws when it is not one.
    func arrayCount() throws -> Int {
        let token = decoding.tape.tokens[index]
        guard token.kind == .array else {
            _ = try unkeyedContainer()
            throw decoding.giveUp()
        }
        return Int(token.start)
    }
}

/// Type checks too frequent for a protocol-conformance lookup each time.
enum TapeTypes {
    /// The type descriptor every `Dictionary` shares, read from its metadata (Swift's stable ABI puts a value
    /// type's descriptor right after its kind).
    private static let dictionaryDescriptor = descriptor(of: [String: Int].self)

    /// The descriptor's address, or 0 for a type that is not a struct.
    private static func descriptor(of type: Any.Type) -> UInt {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // Struct metadata kind is 0x200; anything else (classes, enums, tuples…) is not a Dictionary.
        guard metadata.load(as: UInt.self) == 0x200 else { return 0 }
        return metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
    }

    /// Whether `type` is a `Dictionary` of any key and value.
    static func isDictionary(_ type: Any.Type) -> Bool {
        dictionaryDescriptor != 0 && descriptor(of: type) == dictionaryDescriptor
    }

    /// The type descriptor every `Array` shares.
    private static let arrayDescriptor = descriptor(of: [Int].self)

    /// Whether `type` is an `Array` of any element.
    static func isArray(_ type: Any.Type) -> Bool {
        arrayDescriptor != 0 && descriptor(of: type) == arrayDescriptor
    }
}
