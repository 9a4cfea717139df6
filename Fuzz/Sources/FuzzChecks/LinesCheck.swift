// LinesCheck: the line splitter under text, NDJSON and event streams, against a plain reading of the bytes.
import Foundation
@_spi(Fuzzing) import RESTChain

/// The first byte is the line limit, the rest the body: however the body is chunked, the splitter gives the lines
/// a plain reading gives (ends at CRLF, LF or CR; a last line without an end), or fails when one is too long.
enum LinesCheck {
    static func check(_ data: Data) throws(Finding) {
        guard let first = data.first else { return }
        let limit = Int(first)
        let body = Data(data.dropFirst())
        let expected = reference(body)
        let tooLong = expected.contains { $0.count > limit }
        for chunks in Chunking.ways(body) {
            do {
                let lines = try FuzzingSurface.lines(of: chunks, limit: limit)
                try require(!tooLong, "\(chunks.count) chunks: a line past the limit \(limit) was returned")
                try require(
                    lines == expected, "\(chunks.count) chunks gave \(lines.count) lines, not \(expected.count)")
            } catch let finding as Finding {
                throw finding
            } catch {
                try require(tooLong, "\(chunks.count) chunks: \(error) though no line passes \(limit) bytes")
            }
        }
    }

    /// The lines of `body`, read in one pass.
    static func reference(_ body: Data) -> [Data] {
        let bytes = Array(body)
        var lines: [Data] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(Data(bytes[start..<index]))
                index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count { lines.append(Data(bytes[start...])) }
        return lines
    }
}
