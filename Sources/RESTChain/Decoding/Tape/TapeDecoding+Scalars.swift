// TapeDecoding's scalars: strings, booleans and numbers read straight from the bytes, as Foundation reads them.
import Foundation

extension TapeDecoding {
    /// The boolean at `index`, or `nil` when the value is not one.
    func bool(at index: Int) -> Bool? {
        switch tape.tokens[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The string at `index`, or `nil` when the value is not one.
    func string(at index: Int) -> String? {
        let token = tape.tokens[index]
        guard token.kind == .string else { return nil }
        let bytes = tape.slice(token)
        guard token.flags & JSONTape.escaped != 0 else { return String(decoding: bytes, as: UTF8.self) }
        return Self.unescaped(bytes)
    }

    /// The number at `index` as a `Double`, or `nil` when the value is not a number.
    func double(at index: Int) throws -> Double? {
        let token = tape.tokens[index]
        guard token.kind == .number else { return nil }
        if token.flags & JSONTape.fractional == 0, let integer = smallInteger(token, digits: 15), integer != 0 {
            return Double(integer)
        }
        let text = String(decoding: tape.slice(token), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw giveUp() }
        // A zero from digits that are not all zeros underflowed, and Foundation refuses it, as it refuses a zero
        // with an exponent (`0e1`): both are Foundation's to answer.
        if value == 0, token.flags & JSONTape.fractional != 0, !isWrittenAsZero(token) { throw giveUp() }
        return value
    }

    /// Whether the number `token` holds is spelled with zeros alone (`0.0`, `-0.000`), without an exponent.
    private func isWrittenAsZero(_ token: JSONTape.Token) -> Bool {
        tape.slice(token).allSatisfy { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    }

    /// The number at `index` as a `Float`, or `nil` when the value is not a number. Only whole numbers every
    /// reading of the text turns into the same `Float` are read here; the rest is Foundation's.
    func float(at index: Int) throws -> Float? {
        let token = tape.tokens[index]
        guard token.kind == .number else { return nil }
        guard token.flags & JSONTape.fractional == 0, let integer = smallInteger(token, digits: 7), integer != 0
        else { throw giveUp() }
        return Float(integer)
    }

    /// The number at `index` as `T` when it is written without fraction or exponent and `T` holds it; `nil` when
    /// the value is not a number; anything else is Foundation's to answer.
    @inline(__always)
    func integer<T: FixedWidthInteger>(at index: Int, as type: T.Type) throws -> T? {
        let token = tape.tokens[index]
        guard token.kind == .number else { return nil }
        guard token.flags & JSONTape.fractional == 0, let integer = smallInteger(token, digits: 18),
            let exact = T(exactly: integer)
        else { throw giveUp() }
        return exact
    }

    /// Foundation's error for the value at `index` read as `type`, which it is not: `null` is a missing value,
    /// anything else a mismatch (a `null` read as `Bool` is left to Foundation).
    func fault(_ type: Any.Type, at index: Int, path: [any CodingKey]) -> any Error {
        let kind = tape.tokens[index].kind
        guard kind == .null else { return TapeFault.mismatch(type, kind, path) }
        guard type != Bool.self else { return giveUp() }
        return DecodingError.valueNotFound(
            type,
            .init(codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }

    /// The whole number `token` holds when it has at most `digits` digits (so it cannot overflow), and is not
    /// `-0`.
    private func smallInteger(_ token: JSONTape.Token, digits: Int) -> Int64? {
        let bytes = tape.slice(token)
        let negative = bytes[0] == UInt8(ascii: "-")
        let start = negative ? 1 : 0
        guard bytes.count - start <= digits else { return nil }
        var value: Int64 = 0
        for byte in bytes[start...] { value = value &* 10 &+ Int64(byte &- UInt8(ascii: "0")) }
        if negative {
            guard value != 0 else { return nil }
            return -value
        }
        return value
    }

    /// The text of a string whose escapes the tape has checked.
    private static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(JSONTapeReader.hexUnit(bytes, at: index)!)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    let low = UInt32(JSONTapeReader.hexUnit(bytes, at: index + 2)!)
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                UTF8.encode(Unicode.Scalar(scalar)!) { text.append($0) }
            default: text.append(escape)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Foundation's messages for a value of the wrong kind.
enum TapeFault {
    static func mismatch(_ type: Any.Type, _ kind: JSONTape.Kind, _ path: [any CodingKey]) -> DecodingError {
        let found: String
        switch kind {
        case .object: found = "a dictionary"
        case .array: found = "an array"
        case .string: found = "a string"
        case .number: found = "number"
        case .true, .false: found = "bool"
        case .null: found = "null"
        }
        return .typeMismatch(
            type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(found) instead."))
    }
}
