// LineSplitter: cuts a body arriving in chunks into lines ended by LF, CRLF or CR.
import Foundation

/// Cuts bytes arriving in chunks into lines, without their ends: `\n`, `\r\n` or a lone `\r` (which the WHATWG
/// event-stream format and text files both use). A `\r` at the end of a chunk waits for the next one, so a `\r\n`
/// split across chunks is one line end. A line longer than `limit` bytes is an error, so an endless line cannot
/// exhaust memory — whether it arrives in one chunk or many, so the answer never depends on how a body is cut.
struct LineSplitter {
    private var buffer = Data()
    private var start = 0
    private var scanned = 0
    private var ended = false
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds the next chunk of the body.
    mutating func append(_ chunk: Data) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(buffer.startIndex..<buffer.startIndex + start)
            scanned -= start
            start = 0
        }
        buffer.append(chunk)
    }

    /// Marks the end of the body: what is left becomes the last line.
    mutating func finish() {
        ended = true
    }

    /// The next complete line, or `nil` when more bytes are needed (or, after ``finish()``, none are left).
    ///
    /// - Throws: ``RESTError/responseTooLarge(limit:url:)`` when a line passes the limit.
    mutating func nextLine() throws(RESTError) -> Data? {
        let base = buffer.startIndex
        var index = max(scanned, start)
        while index < buffer.count {
            let byte = buffer[base + index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 == buffer.count, !ended {
                    // A CR at the end of what arrived may be the first half of CRLF: wait for the next byte.
                    break
                }
                if index - start > limit { throw .responseTooLarge(limit: limit, url: nil) }
                let line = buffer.subdata(in: base + start..<base + index)
                var next = index + 1
                if byte == 0x0D, next < buffer.count, buffer[base + next] == 0x0A { next += 1 }
                start = next
                scanned = next
                return line
            }
            index += 1
        }
        scanned = index
        if index - start > limit { throw .responseTooLarge(limit: limit, url: nil) }
        guard ended, start < buffer.count else { return nil }
        let line = buffer.subdata(in: base + start..<base + buffer.count)
        start = buffer.count
        scanned = start
        return line
    }
}
