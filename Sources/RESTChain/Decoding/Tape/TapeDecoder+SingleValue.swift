// TapeDecoder as a single value: each scalar read from the tape, or Foundation's error for it.
import Foundation

extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { decoding.tape.tokens[index].kind == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let value = decoding.bool(at: index) else {
            // Foundation calls a `null` here a mismatch, not a missing value.
            throw TapeFault.mismatch(Bool.self, decoding.tape.tokens[index].kind, codingPath)
        }
        return value
    }

    func decode(_ type: String.Type) throws -> String { try decodeString() }

    func decode(_ type: Double.Type) throws -> Double {
        guard let value = try decoding.double(at: index) else { throw fault(type) }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float {
        guard let value = try decoding.float(at: index) else { throw fault(type) }
        return value
    }

    func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decode(as: type) }

    /// The integer this decoder's value holds.
    @inline(__always)
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard let value = try decoding.integer(at: index, as: type) else { throw fault(type) }
        return value
    }

    /// The string this decoder's value holds.
    func decodeString() throws -> String {
        guard let value = decoding.string(at: index) else { throw fault(String.self) }
        return value
    }

    private func fault(_ type: Any.Type) -> any Error { decoding.fault(type, at: index, path: codingPath) }
}
