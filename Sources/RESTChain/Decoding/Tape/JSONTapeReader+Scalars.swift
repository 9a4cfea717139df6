// JSONTapeReader's scalars: strings (escapes and UTF-8 checked, nothing copied) and numbers (grammar checked).
import Foundation

extension JSONTapeReader {
    /// Reads the string whose opening quote is at `position`; `nil` on a control character, a bad escape, a
    /// lone surrogate or bytes that are not UTF-8.
    mutating func readString() -> JSONTape.Token? {
        position += 1
        let start = position
        var flags: UInt8 = 0
        while position < bytes.count {
            // Eight plain ASCII bytes at a time, none of them a quote, a backslash or a control character.
            if bytes.count - position >= 8, Self.isPlain(UnsafeRawPointer(bytes.baseAddress! + position)) {
                position += 8
                continue
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                defer { position += 1 }
                return .init(kind: .string, flags: flags, start: UInt32(start), end: UInt32(position))
            } else if byte == UInt8(ascii: "\\") {
                flags |= JSONTape.escaped
                guard readEscape() else { return nil }
            } else if byte < 0x20 {
                return nil
            } else if byte < 0x80 {
                position += 1
            } else {
                flags |= JSONTape.nonASCII
                guard let length = Self.utf8Length(bytes, at: position) else { return nil }
                position += length
            }
        }
        return nil
    }

    /// Whether none of the eight bytes at `address` is a quote, a backslash, a control character or outside ASCII.
    @inline(__always)
    private static func isPlain(_ address: UnsafeRawPointer) -> Bool {
        let word = UInt64(littleEndian: address.loadUnaligned(as: UInt64.self))
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// A byte's high bit is set where the byte of `value` is below `limit` (for bytes below 0x80).
        func below(_ value: UInt64, _ limit: UInt64) -> UInt64 { value &- ones &* limit }
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let special = below(quote, 1) | below(backslash, 1) | below(word, 0x20)
        return (special | word) & highs == 0
    }

    /// Checks the escape at `position` and moves past it.
    private mutating func readEscape() -> Bool {
        guard position + 1 < bytes.count else { return false }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
            return true
        case UInt8(ascii: "u"):
            guard let unit = Self.hexUnit(bytes, at: position + 2) else { return false }
            position += 6
            switch unit {
            case 0xD800...0xDBFF:
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u"), let low = Self.hexUnit(bytes, at: position + 2),
                    (0xDC00...0xDFFF).contains(low)
                else { return false }
                position += 6
                return true
            case 0xDC00...0xDFFF:
                return false
            default:
                return true
            }
        default:
            return false
        }
    }

    /// The four hex digits at `index` as a UTF-16 unit.
    static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
        guard index + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode's table 3-7), or `nil`.
    private static func utf8Length(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count, (low...high).contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }

    /// Reads the number at `position`: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func readNumber() -> JSONTape.Token? {
        let start = position
        var flags: UInt8 = 0
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else { return nil }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            flags = JSONTape.fractional
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { return nil }
            skipDigits()
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            flags = JSONTape.fractional
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else { return nil }
            skipDigits()
        }
        return .init(kind: .number, flags: flags, start: UInt32(start), end: UInt32(position))
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
}
