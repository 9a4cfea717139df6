// Finding: what a check reports when a parser's answer is wrong, and the helper that raises it.
import Foundation

/// A wrong answer: a difference from the reference, a broken round trip or a broken invariant, in one line.
public struct Finding: Error, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Throws a ``Finding`` saying `message` unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(Finding) {
    if !condition { throw Finding(message()) }
}

/// `text` with its control characters escaped, cut to `limit` characters, for a finding's one line.
func quoted(_ text: some StringProtocol, limit: Int = 120) -> String {
    let escaped = String(text).unicodeScalars.map { $0.escaped(asASCII: false) }.joined()
    let cut = escaped.count > limit ? String(escaped.prefix(limit)) + "…" : escaped
    return "\"" + cut + "\""
}

/// The bytes of `data` as text, invalid UTF-8 repaired, as the parsers of header values receive them.
func text(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self)
}
