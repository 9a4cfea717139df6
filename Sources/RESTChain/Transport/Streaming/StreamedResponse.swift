// StreamedResponse: a response head whose body is still arriving.
import Foundation

/// A response whose head has arrived and whose body is read as it arrives: what ``Transport/stream(_:)`` returns.
public struct StreamedResponse: Sendable {
    /// Status code, header fields and the URL that answered; its ``RESTResponse/body`` is empty.
    public var head: RESTResponse
    /// The body, chunk by chunk, with backpressure.
    public var body: AsyncChunkSequence

    /// Creates a streamed response.
    ///
    /// - Parameters:
    ///   - head: The status code, header fields and URL; a body in it is ignored.
    ///   - body: The body as it arrives.
    public init(head: RESTResponse, body: AsyncChunkSequence) {
        var head = head
        head.body = Data()
        self.head = head
        self.body = body
    }
}
