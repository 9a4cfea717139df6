// PrintSelection: which parts of the exchange are printed — HTTPie's `--print` letters and their defaults.
import RESTChain

/// The parts of an exchange to print: HTTPie's `--print` letters `H` (request headers), `B` (request body),
/// `h` (response headers), `b` (response body) and `m` (metadata: time, cache, attempts).
struct PrintSelection: Sendable, Equatable {
    var requestHead = false
    var requestBody = false
    var responseHead = false
    var responseBody = false
    var metadata = false

    /// Nothing: what `--quiet` prints.
    init() {}

    /// The parts `letters` name, such as `Hhb`.
    ///
    /// - Throws: `UsageError` for a letter that names no part, or none at all.
    init(letters: String) throws(UsageError) {
        guard !letters.isEmpty else { throw UsageError("--print needs letters from H, B, h, b and m") }
        for letter in letters {
            switch letter {
            case "H": requestHead = true
            case "B": requestBody = true
            case "h": responseHead = true
            case "b": responseBody = true
            case "m": metadata = true
            default:
                throw UsageError(
                    "--print takes H (request headers), B (request body), h (response headers), b (response body)"
                        + " and m (metadata), not '\(letter)'")
            }
        }
    }

    /// What a command line prints, in xh's order of precedence: nothing with `--quiet` (or `--curl`); `--print`; `-v` (everything but the metadata);
    /// `--offline` (the request); `-h` and `-b`; `--head` or the `head` command (the headers); else the response headers and body on a
    /// terminal, and the body alone into a pipe or file.
    ///
    /// - Throws: `UsageError` for bad `--print` letters.
    static func of(
        _ arguments: ParsedArguments, method: HTTPMethod = .get, outputIsTerminal: Bool
    ) throws(UsageError) -> PrintSelection {
        if arguments.has("--quiet") || arguments.has("--curl") { return PrintSelection() }
        if let letters = arguments.value("--print") { return try PrintSelection(letters: letters) }
        if arguments.has("--verbose") { return try PrintSelection(letters: arguments.has("--offline") ? "HB" : "HBhb") }
        if arguments.has("--offline") { return try PrintSelection(letters: "HB") }
        let headers = arguments.has("--headers") || arguments.has("--head") || method == .head
        if headers || arguments.has("--body") {
            return try PrintSelection(letters: (headers ? "h" : "") + (arguments.has("--body") ? "b" : ""))
        }
        return try PrintSelection(letters: outputIsTerminal ? "hb" : "b")
    }
}
