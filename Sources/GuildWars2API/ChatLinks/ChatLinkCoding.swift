// The little-endian byte reader and writer behind chat links.
import Foundation
import RESTChain

/// Reads a chat link's bytes in order; running out is a typed error naming the link.
struct ChatLinkReader {
    let bytes: [UInt8]
    let text: String
    var offset = 0

    init(bytes: [UInt8], text: String) {
        self.bytes = bytes
        self.text = text
    }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() throws(RESTError) -> Int {
        guard offset < bytes.count else {
            throw .invalidRequest(reason: "the chat link \"\(text)\" ends after \(bytes.count + 1) bytes")
        }
        defer { offset += 1 }
        return Int(bytes[offset])
    }

    mutating func uint16() throws(RESTError) -> Int { try little(bytes: 2) }
    mutating func uint24() throws(RESTError) -> Int { try little(bytes: 3) }
    mutating func uint32() throws(RESTError) -> Int { try little(bytes: 4) }

    private mutating func little(bytes count: Int) throws(RESTError) -> Int {
        var value = 0
        for shift in 0..<count { value |= try byte() << (8 * shift) }
        return value
    }
}

/// Builds a chat link's bytes, little-endian; each call returns the longer value.
struct ChatLinkWriter {
    private(set) var bytes: [UInt8]

    init(header: UInt8) {
        bytes = [header]
    }

    func byte(_ value: Int) -> Self {
        var copy = self
        copy.bytes.append(UInt8(truncatingIfNeeded: value))
        return copy
    }

    func uint16(_ value: Int) -> Self { byte(value).byte(value >> 8) }
    func uint24(_ value: Int) -> Self { uint16(value).byte(value >> 16) }
    func uint32(_ value: Int) -> Self { uint24(value).byte(value >> 24) }
}
