// SucceedsLikeJSONDecoder: a JSONDecoder subclass that RESTChain may read successful bodies for, with its own reader.
import Foundation

/// A `JSONDecoder` subclass whose successful decodings are exactly `JSONDecoder`'s: it changes only what happens
/// when decoding fails, such as a clearer error.
///
/// RESTChain reads response bodies with a faster reader of its own whenever the decoder is a plain `JSONDecoder`
/// with strategies that reader reproduces exactly; any failure is decoded again by the decoder itself, so errors
/// are always the decoder's own. That holds for `JSONDecoder`'s quirks too: on Linux it refuses a `Double` that
/// underflows to zero (`1e-999`, `2e-324`) and a zero written with an exponent (`0e1`, though RFC 8259 allows it),
/// and so does RESTChain, so that a body decodes the same whichever decoder reads it. A subclass gets the same speed by adopting this protocol, which promises that its
/// `decode(_:from:)` returns what `JSONDecoder`'s would whenever that succeeds:
/// ```swift
/// final class ExplainingDecoder: JSONDecoder, SucceedsLikeJSONDecoder, @unchecked Sendable {
///     override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
///         do { return try super.decode(type, from: data) } catch { throw Explained(error, data) }
///     }
/// }
/// ```
/// A subclass that transforms the data or the value on success must not adopt it.
public protocol SucceedsLikeJSONDecoder: JSONDecoder {}
