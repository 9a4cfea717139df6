// PercentEncoder: percent-encoding over UTF-8 bytes, with a fast path for text that needs none.
import Foundation

/// Percent-encodes UTF-8 text, letting through only the ASCII characters it was made with.
///
/// Text that needs no escaping — nearly every path and query value — is returned as it is, without copying.
struct PercentEncoder: Sendable {
    /// RFC 3986's unreserved characters, which never need escaping anywhere in a URL.
    static let unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"

    private let allowed: [Bool]
    private let keepsEscapes: Bool

    /// An encoder that lets `characters` through unescaped.
    ///
    /// - Parameters:
    ///   - characters: The ASCII characters that pass; every other byte is written as `%XX`.
    ///   - keepsEscapes: Whether an existing `%XX` escape passes as it is; a `%` that starts none is escaped.
    init(allowing characters: String, keepsEscapes: Bool = false) {
        var table = [Bool](repeating: false, count: 128)
        for byte in characters.utf8 where byte < 128 { table[Int(byte)] = true }
        allowed = table
        self.keepsEscapes = keepsEscapes
    }

    /// `text` with every byte that may not pass written as `%XX` (upper-case hex).
    func encode(_ text: String) -> String {
        var contiguous = text
        let escaped = contiguous.withUTF8 { bytes -> String? in
            guard let first = firstByteToEscape(in: bytes) else { return nil }
            var output = [UInt8](bytes[..<first])
            output.reserveCapacity(bytes.count + 16)
            var index = first
            while index < bytes.count {
                let length = passingLength(bytes, at: index)
                if length > 0 {
                    output.append(contentsOf: bytes[index..<index + length])
                    index += length
                } else {
                    output.append(UInt8(ascii: "%"))
                    output.append(Self.hexDigits[Int(bytes[index] >> 4)])
                    output.append(Self.hexDigits[Int(bytes[index] & 0x0F)])
                    index += 1
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
        return escaped ?? text
    }

    private func firstByteToEscape(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            let length = passingLength(bytes, at: index)
            if length == 0 { return index }
            index += length
        }
        return nil
    }

    /// How many bytes from `index` pass as they are: 1 for an allowed byte, 3 for a kept `%XX`, 0 to escape.
    private func passingLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte == UInt8(ascii: "%") {
            let isEscape =
                keepsEscapes && index + 2 < bytes.count
                && Self.isHex(bytes[index + 1]) && Self.isHex(bytes[index + 2])
            return isEscape ? 3 : 0
        }
        return byte < 128 && allowed[Int(byte)] ? 1 : 0
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isHex(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"),
            UInt8(ascii: "a")...UInt8(ascii: "f"):
            true
        default:
            false
        }
    }
}
