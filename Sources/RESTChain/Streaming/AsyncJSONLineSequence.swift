// AsyncJSONLineSequence: a newline-delimited JSON body decoded one value per line as it arrives.
import Foundation

/// A newline-delimited JSON body (NDJSON, JSON Lines) decoded one value per line as each arrives: what
/// ``ResponseHandling/jsonLines(of:decoder:onInvalidLine:)`` returns.
///
/// Blank lines are skipped. A line that does not decode is handled as ``InvalidLinePolicy`` says: the sequence
/// stops with ``RESTError/decoding(_:)`` whose ``DecodingFailure/line`` names it, or goes on past it. Read it once.
public struct AsyncJSONLineSequence<Value: Decodable>: AsyncSequence, Sendable {
    /// A decoded line.
    public typealias Element = Value
    /// Always a ``RESTError``.
    public typealias Failure = any Error

    let body: AsyncChunkSequence
    let lineLimit: Int
    let url: URL?
    let decoder: JSONDecoder
    let policy: InvalidLinePolicy

    /// Creates the iterator.
    public func makeAsyncIterator() -> Iterator {
        Iterator(
            lines: AsyncRawLineIterator(body: body, lineLimit: lineLimit, url: url), decoder: decoder, policy: policy)
    }

    /// Decodes the lines one at a time.
    public struct Iterator: AsyncIteratorProtocol {
        var lines: AsyncRawLineIterator
        let decoder: JSONDecoder
        let policy: InvalidLinePolicy

        /// The next value, or `nil` at the end of the body.
        ///
        /// - Throws: ``RESTError``; ``RESTError/decoding(_:)`` for a line that does not decode, when the policy
        ///   is ``InvalidLinePolicy/stop``.
        public mutating func next() async throws -> Value? {
            while let line = try await lines.next() {
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                do {
                    return try decoder.decode(Value.self, from: line)
                } catch {
                    var failure =
                        (error as? DecodingError).map {
                            DecodingFailure($0, body: line, typeName: String(describing: Value.self))
                        }
                        ?? DecodingFailure(
                            reason: String(describing: error), body: line, typeName: String(describing: Value.self))
                    failure.line = lines.lineNumber
                    guard let report = policy.report else { throw RESTError.decoding(failure) }
                    report(.decoding(failure))
                }
            }
            return nil
        }
    }
}

/// What a line-by-line decoder does with a line that does not decode.
public struct InvalidLinePolicy: Sendable {
    /// Told of each line passed over; `nil` to stop at the first.
    let report: (@Sendable (RESTError) -> Void)?

    /// Stop: the sequence throws ``RESTError/decoding(_:)`` naming the line.
    public static let stop = InvalidLinePolicy(report: nil)

    /// Go on to the next line, silently.
    public static let skip = InvalidLinePolicy(report: { _ in })

    /// Go on to the next line, telling `report` about each line passed over.
    ///
    /// - Parameter report: Told the ``RESTError/decoding(_:)`` error of each bad line (its
    ///   ``DecodingFailure/line`` names it); called in the consuming task, before the next value is returned.
    /// - Returns: The policy.
    public static func skip(reporting report: @escaping @Sendable (RESTError) -> Void) -> InvalidLinePolicy {
        InvalidLinePolicy(report: report)
    }
}
