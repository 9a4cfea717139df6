// AsyncTextLineSequence: a response body read line by line as it arrives.
import Foundation

/// A response body as lines of UTF-8 text, each delivered as soon as its end arrives: what
/// ``ResponseHandling/lines()`` returns.
///
/// Lines end with `\n`, `\r\n` or `\r`, which are not part of the line; a last line without an end is delivered
/// too. Bytes that are not valid UTF-8 become U+FFFD. Read it once.
public struct AsyncTextLineSequence: AsyncSequence, Sendable {
    /// A line, without its end.
    public typealias Element = String
    /// Always a ``RESTError``: the transfer's failure, ``RESTError/responseTooLarge(limit:url:)`` for a line
    /// longer than the client's size limit, or ``RESTError/cancelled``.
    public typealias Failure = any Error

    let body: AsyncChunkSequence
    let lineLimit: Int
    let url: URL?

    init(body: AsyncChunkSequence, lineLimit: Int, url: URL?) {
        self.body = body
        self.lineLimit = lineLimit
        self.url = url
    }

    /// The lines of any chunked body, such as a ``StreamedResponse``'s.
    ///
    /// - Parameters:
    ///   - body: The chunks.
    ///   - lineLimit: The longest line accepted, in bytes; 64 MiB by default.
    public init(_ body: AsyncChunkSequence, lineLimit: Int = 64 << 20) {
        self.init(body: body, lineLimit: lineLimit, url: nil)
    }

    /// Creates the iterator.
    public func makeAsyncIterator() -> Iterator {
        Iterator(lines: AsyncRawLineIterator(body: body, lineLimit: lineLimit, url: url))
    }

    /// Reads the lines one at a time.
    public struct Iterator: AsyncIteratorProtocol {
        var lines: AsyncRawLineIterator

        /// The next line, or `nil` at the end of the body.
        ///
        /// - Throws: ``RESTError``.
        public mutating func next() async throws -> String? {
            try await lines.next().map { String(decoding: $0, as: UTF8.self) }
        }
    }
}

/// The lines of a chunked body as bytes, shared by every line-based sequence.
struct AsyncRawLineIterator {
    private var chunks: AsyncChunkSequence.Iterator
    private var splitter: LineSplitter
    private let url: URL?
    /// The number of the line last returned, counting from 1.
    private(set) var lineNumber = 0

    init(body: AsyncChunkSequence, lineLimit: Int, url: URL?) {
        chunks = body.makeAsyncIterator()
        splitter = LineSplitter(limit: lineLimit)
        self.url = url
    }

    /// The next line's bytes, or `nil` at the end.
    ///
    /// - Throws: ``RESTError``.
    mutating func next() async throws(RESTError) -> Data? {
        while true {
            let line: Data?
            do {
                line = try splitter.nextLine()
            } catch {
                chunks.buffer.terminate()
                throw .responseTooLarge(limit: splitter.limit, url: url)
            }
            if let line {
                lineNumber += 1
                return line
            }
            let chunk: Data?
            do {
                chunk = try await chunks.next()
            } catch {
                throw RESTError(error)
            }
            guard let chunk else {
                splitter.finish()
                guard let last = try splitter.nextLine() else { return nil }
                lineNumber += 1
                return last
            }
            splitter.append(chunk)
        }
    }
}
