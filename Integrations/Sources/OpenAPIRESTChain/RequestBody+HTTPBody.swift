// RequestBody+HTTPBody: a generated client's request body as RESTChain sends it.
import Foundation
import OpenAPIRuntime
import RESTChain

extension RequestBody {
    /// `body` as RESTChain sends it: from memory when it can be read again and its length is known (so a retry
    /// may send it again), else streamed as it is read, once.
    ///
    /// - Parameters:
    ///   - body: The generated client's body.
    ///   - contentType: The request's `Content-Type`, if it has one; the request's own header is sent either way.
    /// - Throws: What reading a body in memory throws.
    init(_ body: HTTPBody, contentType: String?) async throws {
        let type = contentType ?? "application/octet-stream"
        if case .known(let length) = body.length, body.iterationBehavior == .multiple {
            // The generated client's JSON, form and text bodies: already in memory, one chunk, read once more here.
            self = .data(try await Data(collecting: body, upTo: Int(clamping: length)), contentType: type)
        } else {
            let length: Int64? = if case .known(let length) = body.length { length } else { nil }
            self = .stream(DataChunks(body: body), length: length, contentType: type)
        }
    }
}

/// An `HTTPBody`'s chunks as `Data`, the chunk type RESTChain's streams carry.
struct DataChunks: AsyncSequence, Sendable {
    typealias Element = Data

    let body: HTTPBody

    func makeAsyncIterator() -> Iterator {
        Iterator(base: body.makeAsyncIterator())
    }

    /// Reads the body's chunks, one copy each into `Data`.
    struct Iterator: AsyncIteratorProtocol {
        var base: HTTPBody.AsyncIterator

        mutating func next() async throws -> Data? {
            try await base.next().map { Data($0) }
        }
    }
}
