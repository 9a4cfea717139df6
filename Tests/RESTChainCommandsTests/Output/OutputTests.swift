// Output: JSON re-indented in the server's key order, tables cut to width, HTML titles as text, the bar's text.
import Foundation
import Testing

@testable import RESTChainCommands

struct OutputTests {
    @Test func `pretty JSON keeps the server's key order and colours only when asked`() throws {
        let body = Data(#"{"z":1,"a":[true,null,"x\"y"],"e":{},"f":[]}"#.utf8)
        let plain = try #require(JSONPrinter.pretty(body, coloured: false))
        #expect(
            plain == """
                {
                  "z": 1,
                  "a": [
                    true,
                    null,
                    "x\\"y"
                  ],
                  "e": {},
                  "f": []
                }

                """)
        let coloured = try #require(JSONPrinter.pretty(body, coloured: true))
        #expect(coloured.contains("\u{1B}[34m\"z\"\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[32m\"x\\\"y\"\u{1B}[0m"))
        #expect(JSONPrinter.pretty(Data("not json".utf8), coloured: false) == nil)
    }

    @Test func `a table fits its width by shortening the widest column`() {
        let table = Table(headers: ["ID", "Title"], rows: [["1", String(repeating: "long ", count: 20)]])
        let lines = table.render(width: 40, coloured: false).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines[1].hasSuffix("…"))
    }

    @Test func `rendered HTML becomes plain text`() {
        #expect(HTMLText.plain("Links &amp; <em>relations</em>&#8217;s &hellip; &#x2713;") == "Links & relations’s … ✓")
        #expect(HTMLText.plain("a & b &unknown; c") == "a & b &unknown; c")
    }

    @Test func `the progress bar shows done, total, rate and time left`() {
        let console = Console(environment: ["NO_COLOR": "1"])
        let bar = ProgressReporter(unit: "pages", console: console).bar(done: 5, total: 10, elapsed: .seconds(5))
        #expect(bar == "[############------------] 5/10 pages  1.0 pages/s  ETA 0:05")
    }
}
