// Deflater: zlib's deflate writing a gzip or zlib stream, piece by piece or at once, for compressed request bodies.
import CZlib
import Foundation

/// One gzip (RFC 1952) or zlib (RFC 1950, HTTP's `deflate`) stream being written: ``compress(_:)`` takes the
/// body's pieces in order, ``finish()`` writes the end.
///
/// Owned by one task at a time (a streamed body's pump); its zlib state is freed when it goes. The `z_stream`
/// lives at one heap address for its whole life: zlib keeps a pointer back to it and refuses a stream that moved.
final class Deflater {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var isOpen = false

    /// A deflater at zlib's default level writing gzip's header and trailer (window bits 15 + 16), or zlib's
    /// (15) when `gzip` is `false`.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when zlib cannot start (out of memory).
    init(gzip: Bool) throws(RESTError) {
        stream.initialize(to: z_stream())
        let status = deflateInit2_(
            stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, gzip ? 15 + 16 : 15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
            Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            throw .invalidRequest(reason: "compression could not start (zlib status \(status))")
        }
        isOpen = true
    }

    deinit {
        guard isOpen else { return }
        deflateEnd(stream)
        stream.deallocate()
    }

    /// The compressed bytes `data` makes so far (often none: zlib holds input until it has a block).
    func compress(_ data: Data) throws(RESTError) -> Data {
        try run(data, flush: Z_NO_FLUSH)
    }

    /// The rest of the stream: what zlib held, and the gzip trailer.
    func finish() throws(RESTError) -> Data {
        try run(Data(), flush: Z_FINISH)
    }

    /// `data` as one whole stream.
    static func compressed(_ data: Data, gzip: Bool) throws(RESTError) -> Data {
        let deflater = try Deflater(gzip: gzip)
        var output = try deflater.compress(data)
        output.append(try deflater.finish())
        return output
    }

    private func run(_ data: Data, flush: Int32) throws(RESTError) -> Data {
        var output = Data()
        var status = Z_OK
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        data.withUnsafeBytes { input in
            stream.pointee.next_in = input.bindMemory(to: Bytef.self).baseAddress.map {
                UnsafeMutablePointer(mutating: $0)
            }
            stream.pointee.avail_in = uInt(input.count)
            repeat {
                buffer.withUnsafeMutableBufferPointer { out in
                    guard let start = out.baseAddress else { return }
                    stream.pointee.next_out = start
                    stream.pointee.avail_out = uInt(out.count)
                    status = deflate(stream, flush)
                    output.append(start, count: out.count - Int(stream.pointee.avail_out))
                }
            } while status == Z_OK
                && (stream.pointee.avail_out == 0 || stream.pointee.avail_in > 0 || flush == Z_FINISH)
            stream.pointee.next_in = nil
        }
        let done = flush == Z_FINISH ? Z_STREAM_END : Z_OK
        guard status == done || (status == Z_BUF_ERROR && flush != Z_FINISH) else {
            throw .invalidRequest(reason: "compression failed (zlib status \(status))")
        }
        return output
    }
}
