// ChunkInputStream: a one-shot upload stream read by URLSession as an InputStream.
import Foundation

/// Lets URLSession read an ``AsyncChunkSequence`` as a request's `httpBodyStream`.
///
/// URLSession reads the stream on its own thread and takes a read of zero bytes, or `hasBytesAvailable` turning
/// false, as the end; so `read` waits for the next chunk. Used on Apple platforms only: FoundationNetworking reads
/// inside libcurl's callback on a work queue every session shares, so there such bodies are spooled to a file
/// first (see `URLSessionTransport.spooled(_:)`).
final class ChunkInputStream: InputStream {
    private let body: AsyncChunkSequence
    private var status = Stream.Status.notOpen
    private var failure: (any Error)?
    private let ready = DispatchSemaphore(value: 0)

    init(_ body: AsyncChunkSequence) {
        self.body = body
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() {
        if status != .atEnd { body.cancel() }
        status = .closed
    }
    override var streamStatus: Stream.Status { status }
    override var streamError: (any Error)? { failure }
    override var hasBytesAvailable: Bool { status == .open || status == .reading }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        while true {
            do {
                switch try body.read(upTo: length) {
                case .chunk(let chunk):
                    chunk.copyBytes(to: buffer, count: chunk.count)
                    return chunk.count
                case .end:
                    status = .atEnd
                    return 0
                case .pending:
                    body.whenReadable { [ready] in ready.signal() }
                    ready.wait()
                }
            } catch {
                failure = error
                status = .error
                return -1
            }
        }
    }

    override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
        length len: UnsafeMutablePointer<Int>
    ) -> Bool { false }
}
