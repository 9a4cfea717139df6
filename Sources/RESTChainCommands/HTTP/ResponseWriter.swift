// ResponseWriter: prints a body — pretty, coloured JSON on a terminal, as it came otherwise, or one value of it.
import Foundation
import RESTChain

/// Prints a response body the way the command line asked.
///
/// Text always ends with a newline, so a shell prompt or the next line of a pipe starts on a line of its own;
/// a binary body is written byte for byte into a pipe or file and never onto a terminal.
enum ResponseWriter {
    /// Writes `body` to standard output.
    ///
    /// With `--decode-path`, only the JSON value at that path (a string as plain text unless `--pretty=none`).
    /// Otherwise JSON is indented (and coloured) as `pretty` says.
    ///
    /// - Throws: `CommandFailure` when the body is not JSON or the path leads nowhere.
    static func write(_ body: Data, invocation: Invocation, pretty: Pretty) throws {
        let console = invocation.console
        let plain = !pretty.formats
        let rawString = invocation.arguments.value("--pretty")?.lowercased() == Pretty.none.rawValue
        if let path = invocation.arguments.value("--decode-path") {
            guard let document = try? JSONDecoder().decode(JSONValue.self, from: body) else {
                throw CommandFailure("--decode-path needs a JSON body; this one starts \(preview(body))")
            }
            let value: JSONValue
            do { value = try JSONPath(path).value(in: document) } catch { throw CommandFailure(error.description) }
            if case .string(let text) = value, !rawString { return console.write(text + "\n") }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(value)) ?? Data()
            return writeBody(data, plain: plain, coloured: pretty.colours, console: console)
        }
        writeBody(body, plain: plain, coloured: pretty.colours, console: console)
    }

    /// Writes `data`: JSON indented unless `plain` (coloured when `coloured` and the console allows), other text
    /// as it is with a final newline, binary bytes as they are into a pipe and as a one-line note on a terminal.
    static func writeBody(_ data: Data, plain: Bool, coloured: Bool = true, console: Console) {
        guard !data.isEmpty else { return }
        if !plain, let pretty = JSONPrinter.pretty(data, coloured: coloured && console.colouredOutput) {
            return console.write(pretty)
        }
        guard isText(data) else {
            if console.outputIsTerminal {
                return console.write(
                    "(a binary body of \(data.count) bytes: redirect the output to a file to keep it)\n")
            }
            return console.write(data)
        }
        console.write(data)
        if data.last != UInt8(ascii: "\n") { console.write("\n") }
    }

    /// Writes `body` to standard output as it arrives, calling `beginning` before its first byte (an empty body
    /// writes nothing) and `watching` with each chunk written.
    ///
    /// Chunks are written as they come, so memory stays flat whatever the size. A body with no NUL byte counts as
    /// text and gets a final newline when it lacks one, as ``writeBody(_:plain:coloured:console:)`` gives a whole one; on a
    /// terminal a binary body is replaced by a one-line note and not read further.
    ///
    /// - Throws: The transfer's failure, when the body is cut short.
    static func write(
        _ body: AsyncChunkSequence, console: Console, watching: (Data) -> Void = { _ in }, beginning: () -> Void
    ) async throws {
        var last: UInt8?
        var binary = false
        for try await chunk in body where !chunk.isEmpty {
            if last == nil { beginning() }
            if !binary, chunk.contains(0) {
                binary = true
                if console.outputIsTerminal {
                    return console.write("(a binary body: redirect the output to a file to keep it)\n")
                }
            }
            console.write(chunk)
            watching(chunk)
            last = chunk.last
        }
        if let last, !binary, last != UInt8(ascii: "\n") { console.write("\n") }
    }

    /// Whether `data` is UTF-8 text with no NUL byte.
    static func isText(_ data: Data) -> Bool {
        !data.contains(0) && String(data: data, encoding: .utf8) != nil
    }

    private static func preview(_ body: Data) -> String {
        "\"" + Table.fit(String(decoding: body.prefix(60), as: UTF8.self), to: 40) + "\""
    }
}
