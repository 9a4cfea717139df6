// ResponseWriter: prints a body — pretty, coloured JSON on a terminal, as it came otherwise, or one value of it.
import Foundation
import RESTChain

/// Prints a response body the way the command line asked.
enum ResponseWriter {
    /// Writes `body` to standard output.
    ///
    /// With `--decode-path`, only the JSON value at that path (a string as plain text unless `--json`). Otherwise
    /// JSON is indented and coloured on a terminal, and written as it came with `--json` or into a pipe.
    ///
    /// - Throws: `CommandFailure` when the body is not JSON or the path leads nowhere.
    static func write(_ body: Data, invocation: Invocation) throws {
        let console = invocation.console
        let plain = invocation.wantsPlainJSON || !console.outputIsTerminal
        if let path = invocation.arguments.value("--decode-path") {
            guard let document = try? JSONDecoder().decode(JSONValue.self, from: body) else {
                throw CommandFailure("--decode-path needs a JSON body; this one starts \(preview(body))")
            }
            let value = try JSONPath.value(at: path, in: document)
            if case .string(let text) = value, !invocation.wantsPlainJSON { return console.write(text + "\n") }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(value)) ?? Data()
            return writeJSON(data, plain: plain, console: console)
        }
        writeJSON(body, plain: plain, console: console)
    }

    /// Writes JSON `data` as it is when `plain`, else indented and coloured as the console allows.
    static func writeJSON(_ data: Data, plain: Bool, console: Console) {
        if !plain, let pretty = JSONPrinter.pretty(data, coloured: console.colouredOutput) {
            return console.write(pretty)
        }
        console.write(data)
        if console.outputIsTerminal, data.last != UInt8(ascii: "\n"), !data.isEmpty { console.write("\n") }
    }

    private static func preview(_ body: Data) -> String {
        "\"" + Table.fit(String(decoding: body.prefix(60), as: UTF8.self), to: 40) + "\""
    }
}
