// JSONTape: a JSON document checked once and laid out as a flat list of tokens over its bytes, for TapeDecoder.
import Foundation

/// A JSON document as a flat list of tokens that point into its bytes; nothing is materialised until asked.
///
/// Every container token records where it ends in the list, so a value is skipped in one step. The reader is
/// deliberately stricter than Foundation's: whatever it is not sure Foundation reads the same way (a byte order
/// mark, an escaped or non-ASCII object key, a repeated key, a lone surrogate, nesting past Foundation's limit)
/// makes ``init(_:)`` return `nil`, and the caller decodes with Foundation instead. Foundation's quirks are kept, not
/// fixed: a number read as `Double` that rounds to zero though its digits are not all zeros (`1e-999`, `2e-324`), or
/// a zero with an exponent (`0e1`, valid JSON), is left to Foundation, which refuses it on Linux.
final class JSONTape: @unchecked Sendable {
    /// What a token is.
    enum Kind: UInt8 {
        case object, array, string, number, `true`, `false`, null
    }

    /// One value of the document. Object members are a key token (a string) followed by the value's tokens.
    struct Token {
        var kind: Kind
        /// For strings: ``escaped`` and ``nonASCII``; for numbers: ``fractional``.
        var flags: UInt8
        /// For scalars the first byte (after the opening quote for strings); for containers the element count.
        var start: UInt32
        /// For scalars the byte after the last (the closing quote for strings); for containers the index of the
        /// first token after the container.
        var end: UInt32
    }

    /// The string holds a backslash escape.
    static let escaped: UInt8 = 1
    /// The string holds bytes outside ASCII (valid UTF-8, checked).
    static let nonASCII: UInt8 = 2
    /// The number has a fraction or an exponent.
    static let fractional: UInt8 = 4

    /// Foundation's own nesting limit; deeper documents are left to Foundation, which refuses them.
    static let maximumDepth = 512

    /// The document's bytes, followed by one zero byte so that a number at the very end stops there.
    let bytes: UnsafeMutableBufferPointer<UInt8>
    let tokens: [Token]

    /// Reads `data`, or returns `nil` when it is not JSON this reader is sure to read as Foundation does.
    init?(_ data: Data) {
        let count = data.count
        guard count > 0, count < Int(UInt32.max) else { return nil }
        bytes = .allocate(capacity: count + 1)
        _ = data.copyBytes(to: bytes)
        bytes[count] = 0
        var tokens: [Token] = []
        tokens.reserveCapacity(count / 6 + 4)
        var reader = JSONTapeReader(bytes: UnsafeBufferPointer(rebasing: bytes[0..<count]))
        guard reader.read(into: &tokens) else {
            // `deinit` does not run for an instance left half made.
            bytes.deallocate()
            return nil
        }
        self.tokens = tokens
    }

    deinit { bytes.deallocate() }

    /// The index of the token after the value at `index`.
    @inline(__always)
    func next(after index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .object, .array: return Int(token.end)
        default: return index + 1
        }
    }

    /// The bytes of the scalar at `index`.
    @inline(__always)
    func slice(_ token: Token) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
    }
}
