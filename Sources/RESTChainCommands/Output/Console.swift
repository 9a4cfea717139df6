// Console: standard output and error, whether each is a terminal, and whether to colour.
import Foundation

/// Standard output and error as the commands use them: unbuffered writes, terminal detection and `NO_COLOR`.
struct Console: Sendable {
    /// Whether standard output is a terminal.
    let outputIsTerminal: Bool
    /// Whether standard error is a terminal.
    let errorIsTerminal: Bool
    /// Whether colour is allowed at all: not switched off by `NO_COLOR` or `TERM=dumb`.
    let coloursAllowed: Bool
    /// The width to fit tables to: `COLUMNS`, or 100.
    let width: Int

    /// The console of this process, from its file descriptors and `environment`.
    init(environment: [String: String]) {
        outputIsTerminal = isatty(1) == 1
        errorIsTerminal = isatty(2) == 1
        coloursAllowed = environment["NO_COLOR"].map(\.isEmpty) ?? true && environment["TERM"] != "dumb"
        width = Console.terminalWidth(environment: environment)
    }

    /// Whether standard output gets colour.
    var colouredOutput: Bool { outputIsTerminal && coloursAllowed }
    /// Whether standard error gets colour.
    var colouredErrors: Bool { errorIsTerminal && coloursAllowed }

    /// Writes `text` to standard output.
    func write(_ text: String) {
        Console.write(Data(text.utf8), to: 1)
    }

    /// Writes `data` to standard output as it is.
    func write(_ data: Data) {
        Console.write(data, to: 1)
    }

    /// Writes `text` to standard error.
    func writeError(_ text: String) {
        Console.write(Data(text.utf8), to: 2)
    }

    /// Writes `text` to standard output without a console, for answers given before anything else starts.
    static func writeOutput(_ text: String) {
        write(Data(text.utf8), to: 1)
    }

    private static func write(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = Foundation.write(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                remaining -= written
                pointer += written
            }
        }
    }

    private static func terminalWidth(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 20 { return columns }
        return 100
    }
}
