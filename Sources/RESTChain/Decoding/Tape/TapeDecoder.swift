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

    init(tape: JSONTape, userInfo: [CodingUserInfoKey: Any]) {
        self.tape = tape
        self.userInfo = userInfo
        keyHint = .allocate(capacity: 1)
        keyHint.initialize(to: (-1, 0))
    }

    deinit { keyHint.deallocate() }

    /// Marks the decoding as Foundation's to finish and returns the error that unwinds it.
    func giveUp() -> any Error {
        needsFoundation = true
        return TapeDecodingAbandoned()
    }
}

/// Thrown to unwind a decoding that Foundation must redo; never seen by a caller.
struct TapeDecodingAbandoned: Error {}

/// A coding path as a chain, turned into an array only when someone asks for it.
final class CodingPathNode {
    let parent: CodingPathNode?
    let key: any CodingKey

    init(parent: CodingPathNode?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    /// The keys from the root to `node`.
    static func keys(_ node: CodingPathNode?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = node
        while let current = node {
            keys.append(current.key)
            node = current.parent
        }
        return keys.reversed()
    }
}

/// The decoder of one value of the tape: the token at `index`.
///
/// It stays three words, so that it fits an existential without a box. An array element's path is its array's
/// plus its `element` number, made into a node only when the element has children.
struct TapeDecoder: Decoder {
    let decoding: TapeDecoding
    /// The value's path; for an array element (`element` ≥ 0), its array's.
    let path: CodingPathNode?
    private let position: UInt32
    /// The value's place in its array, or -1.
    private let element: Int32

    init(decoding: TapeDecoding, index: Int, path: CodingPathNode?, element: Int = -1) {
        self.decoding = decoding
        self.path = path
        position = UInt32(index)
        self.element = Int32(element)
    }

    var index: Int { Int(position) }
    var codingPath: [any CodingKey] { CodingPathNode.keys(ownPath) }
    var userInfo: [CodingUserInfoKey: Any] { decoding.userInfo }

    /// The value's own path node, the parent of its children's.
    var ownPath: CodingPathNode? {
        element < 0 ? path : CodingPathNode(parent: path, key: TapeCodingKey(index: Int(element)))
    }

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
            TapeKeyedContainer<Key>(decoding: decoding, path: ownPath, object: index, end: Int(token.end)))
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
        return TapeUnkeyedContainer(decoding: decoding, path: ownPath, array: index, count: Int(token.start))
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
        if TapeTypes.isArray(T.self), let array = T.self as? any TapeDecodableArray.Type {
            return try array.init(tapeDecoder: self) as! T
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
