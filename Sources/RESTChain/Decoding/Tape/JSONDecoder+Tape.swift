// JSONDecoder+Tape: decode with the tape when that gives exactly Foundation's value, else with Foundation itself.
import Foundation

extension JSONDecoder {
    /// `type` decoded from `data`, exactly as `decode(_:from:)` decodes it.
    ///
    /// When this decoder is a plain `JSONDecoder` (or ``SucceedsLikeJSONDecoder``) with strategies the tape
    /// reproduces, the tape reads the body; any failure, and anything the tape leaves to Foundation, is decoded
    /// again by `decode(_:from:)`, so the value or the error is always this decoder's own.
    func decodeFaster<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if readsLikeTheTape, case .success(let value)? = Self.decodeWithTape(T.self, from: data, userInfo: userInfo) {
            return value
        }
        return try decode(type, from: data)
    }

    /// What the tape alone makes of `data`: `nil` where it leaves the document to Foundation, else the value or
    /// the error it met (which Foundation's may word differently at the top level).
    static func decodeWithTape<T: Decodable>(
        _ type: T.Type, from data: Data, userInfo: [CodingUserInfoKey: Any] = [:]
    ) -> Result<T, any Error>? {
        guard let tape = JSONTape(data) else { return nil }
        let decoding = TapeDecoding(tape: tape, userInfo: userInfo)
        let result = Result { try TapeDecoder(decoding: decoding, index: 0).decode(as: T.self) }
        return decoding.needsFoundation ? nil : result
    }

    /// Whether the tape decodes exactly as this decoder does: Foundation's class (or a subclass that promises to
    /// succeed as it does) with the default strategies for keys, dates and non-conforming floats, and strict JSON.
    /// Data and decimals are always left to Foundation, so their strategies do not matter.
    var readsLikeTheTape: Bool {
        #if os(Linux)
            guard type(of: self) == JSONDecoder.self || self is any SucceedsLikeJSONDecoder,
                !allowsJSON5, !assumesTopLevelDictionary,
                case .useDefaultKeys = keyDecodingStrategy,
                case .deferredToDate = dateDecodingStrategy,
                case .throw = nonConformingFloatDecodingStrategy
            else { return false }
            return true
        #else
            // Parity with Apple platforms' Foundation is not tested by the suites, which run on Linux.
            return false
        #endif
    }
}
