// LineSplitterTests: the line limit holds however a body is cut into chunks.
import Foundation
import Testing

@testable import RESTChain

struct LineSplitterTests {
    /// The lines of `chunks` with `limit`, or the error the splitter threw.
    private func lines(_ chunks: [String], limit: Int) -> Result<[String], RESTError> {
        var splitter = LineSplitter(limit: limit)
        var lines: [String] = []
        do throws(RESTError) {
            for chunk in chunks {
                splitter.append(Data(chunk.utf8))
                while let line = try splitter.nextLine() { lines.append(String(decoding: line, as: UTF8.self)) }
            }
            splitter.finish()
            while let line = try splitter.nextLine() { lines.append(String(decoding: line, as: UTF8.self)) }
            return .success(lines)
        } catch {
            return .failure(error)
        }
    }

    @Test func `a line past the limit fails in one chunk as it does byte by byte`() {
        // Fuzz/FailCases/lines/long-line-in-one-chunk: a whole line past the limit used to pass in one chunk.
        let body = "short\r\nmuch too long\nend"
        for chunks in [[body], body.map { String($0) }] {
            guard case .failure(.responseTooLarge(let limit, _)) = lines(chunks, limit: 8) else {
                Issue.record("\(chunks.count) chunks: no error for a 13-byte line past 8")
                continue
            }
            #expect(limit == 8)
        }
    }

    @Test func `lines up to the limit pass whatever the chunks`() {
        let body = "exactly8\r\n12345678\rlast"
        for chunks in [[body], body.map { String($0) }, ["exactly8\r", "\n1234", "5678\rlast"]] {
            #expect((try? lines(chunks, limit: 8).get()) == ["exactly8", "12345678", "last"])
        }
    }
}
