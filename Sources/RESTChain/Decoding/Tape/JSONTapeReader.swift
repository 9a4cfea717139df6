// JSONTapeReader: one pass over a document's bytes that checks RFC 8259 grammar and writes JSONTape's tokens.
import Foundation

/// Reads a whole document without recursion (so depth costs no stack), refusing anything it is not sure Foundation
/// reads the same way; see ``JSONTape``.
struct JSONTapeReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// The open containers, innermost last, as token indexes.
    private var open: [Int] = []
    /// The key hashes of every open object, and where each open object's hashes start.
    private var keyHashes: [UInt64] = []
    private var keyHashStarts: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Reads the document into `tokens`; `false` when it is not one this reader takes.
    mutating func read(into tokens: inout [JSONTape.Token]) -> Bool {
        var expectingValue = true
        while true {
            skipWhitespace()
            if expectingValue {
                guard position < bytes.count else { return false }
                switch bytes[position] {
                case UInt8(ascii: "{"):
                    guard begin(.object, in: &tokens) else { return false }
                    if peek(UInt8(ascii: "}")) {
                        end(in: &tokens)
                        expectingValue = false
                    } else {
                        guard readKey(in: &tokens) else { return false }
                    }
                    continue
                case UInt8(ascii: "["):
                    guard begin(.array, in: &tokens) else { return false }
                    if peek(UInt8(ascii: "]")) {
                        end(in: &tokens)
                        expectingValue = false
                    } else {
                        tokens[open[open.count - 1]].start += 1
                    }
                    continue
                case UInt8(ascii: "\""):
                    guard let token = readString() else { return false }
                    tokens.append(token)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard let token = readNumber() else { return false }
                    tokens.append(token)
                case UInt8(ascii: "t"):
                    guard readLiteral("true") else { return false }
                    tokens.append(.init(kind: .true, flags: 0, start: 0, end: 0))
                case UInt8(ascii: "f"):
                    guard readLiteral("false") else { return false }
                    tokens.append(.init(kind: .false, flags: 0, start: 0, end: 0))
                case UInt8(ascii: "n"):
                    guard readLiteral("null") else { return false }
                    tokens.append(.init(kind: .null, flags: 0, start: 0, end: 0))
                default:
                    return false
                }
                expectingValue = false
                continue
            }
            guard let container = open.last else { return position == bytes.count }
            guard position < bytes.count else { return false }
            let byte = bytes[position]
            let isObject = tokens[container].kind == .object
            if byte == UInt8(ascii: ",") {
                position += 1
                if isObject {
                    skipWhitespace()
                    guard readKey(in: &tokens) else { return false }
                } else {
                    tokens[container].start += 1
                }
                expectingValue = true
            } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                position += 1
                guard !isObject || keysAreDistinct() else { return false }
                end(in: &tokens)
            } else {
                return false
            }
        }
    }

    /// Opens a container at the current `{` or `[`.
    private mutating func begin(_ kind: JSONTape.Kind, in tokens: inout [JSONTape.Token]) -> Bool {
        guard open.count < JSONTape.maximumDepth else { return false }
        position += 1
        open.append(tokens.count)
        tokens.append(.init(kind: kind, flags: 0, start: 0, end: 0))
        if kind == .object { keyHashStarts.append(keyHashes.count) }
        skipWhitespace()
        return true
    }

    /// Consumes `byte` when it is next.
    private mutating func peek(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Closes the innermost container.
    private mutating func end(in tokens: inout [JSONTape.Token]) {
        let container = open.removeLast()
        tokens[container].end = UInt32(tokens.count)
        if tokens[container].kind == .object { keyHashes.removeSubrange(keyHashStarts.removeLast()...) }
    }

    /// Reads an object key and its colon, counting the member: plain ASCII without escapes only, so that keys
    /// compare byte for byte exactly as Foundation's `String` keys compare.
    private mutating func readKey(in tokens: inout [JSONTape.Token]) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = readString(), key.flags == 0
        else { return false }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes[Int(key.start)..<Int(key.end)] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        keyHashes.append(hash)
        tokens[open[open.count - 1]].start += 1
        tokens.append(key)
        skipWhitespace()
        return peek(UInt8(ascii: ":"))
    }

    /// Whether the innermost object's keys all differ (equal hashes count as equal keys: Foundation decides then).
    private func keysAreDistinct() -> Bool {
        let hashes = keyHashes[keyHashStarts[keyHashStarts.count - 1]...]
        if hashes.count < 2 { return true }
        if hashes.count <= 16 {
            var index = hashes.startIndex
            while index < hashes.endIndex {
                if hashes[(index + 1)...].contains(hashes[index]) { return false }
                index += 1
            }
            return true
        }
        let sorted = hashes.sorted()
        return !zip(sorted, sorted.dropFirst()).contains { $0 == $1 }
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }

    private mutating func readLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] { return false }
        position += count
        return true
    }
}
