// Presenter: a result as a table, or as JSON with `--json`.
import Foundation

/// Prints a command's result: a table by default, the values as JSON with `--json`.
enum Presenter {
    /// Writes `value` as JSON with `--json`, else `table()`.
    static func present<Value: Encodable>(_ value: Value, invocation: Invocation, table: () -> Table) {
        let console = invocation.console
        guard invocation.wantsPlainJSON else {
            return console.write(table().render(width: console.width, coloured: console.colouredOutput))
        }
        console.write(json(value) + "\n")
    }

    /// `value` as one line of JSON, keys sorted.
    static func json<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}
