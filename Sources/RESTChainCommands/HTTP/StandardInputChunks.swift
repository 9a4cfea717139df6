// StandardInputChunks: standard input as an asynchronous sequence of chunks, read only as the upload asks.
import Foundation

/// The rest of standard input as chunks, for a request body streamed up as it is read (`cat big | restchain put`).
///
/// A chunk is read only when the upload asks for the next one, so a network slower than the input holds at most a
/// chunk in memory, whatever the input's size. Each read blocks on a queue of its own, never on a thread the
/// transfers share. The bytes already read to look at the input (``first``) come first.
struct StandardInputChunks: AsyncSequence, Sendable {
    typealias Element = Data
    typealias Failure = any Error

    /// The bytes read before the body was streamed, sent first.
    let first: Data
    /// Where the rest comes from.
    let input: StandardInput

    func makeAsyncIterator() -> Iterator {
        Iterator(pending: first, input: input)
    }

    /// Reads the chunks one at a time.
    struct Iterator: AsyncIteratorProtocol {
        var pending: Data?
        let input: StandardInput
        var isFinished = false

        /// The next chunk, or `nil` at the end of input.
        ///
        /// - Throws: `CommandFailure` when reading fails.
        mutating func next() async throws -> Data? {
            if let pending, !pending.isEmpty {
                self.pending = nil
                return pending
            }
            guard !isFinished else { return nil }
            let input = input
            let chunk = try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global().async {
                    continuation.resume(with: Result { () throws(CommandFailure) in try input.readSome() })
                }
            }
            isFinished = chunk.isEmpty
            return chunk.isEmpty ? nil : chunk
        }
    }
}
