// The game markup's reader: one pass over the text, a stack of open colours, nothing it cannot read.
import Foundation

/// Reads game markup into runs; every input is read, and what had to be mended is recorded.
///
/// A tag is `<`, at most ``longestTag`` Unicode scalars without `<` or `>`, then `>`. Anything else that starts
/// with `<` is text, so a lone `<` or a tag cut off at the end stays as written. The text is scanned by scalar, not
/// by `Character`: a combining mark right after `<` or `>` would otherwise merge with it and hide the tag.
struct GameMarkupReader {
    typealias Markup = GuildWars2.GameMarkup

    /// The longest tag the reader looks for; a longer `<…>` is text.
    static let longestTag = 40

    private(set) var runs: [Markup.Run] = []
    private(set) var repairs: [Markup.Repair] = []
    /// The colours of the open spans, innermost last.
    private var open: [Markup.Color] = []
    private var pending = ""

    mutating func read(_ source: String) {
        guard source.utf8.contains(UInt8(ascii: "<")) else {
            if !source.isEmpty { runs = [Markup.Run(text: source, color: nil)] }
            return
        }
        var rest = source.unicodeScalars[...]
        while let start = rest.firstIndex(of: "<") {
            pending.unicodeScalars.append(contentsOf: rest[..<start])
            let afterOpen = rest.index(after: start)
            guard let tag = Self.tag(in: rest[afterOpen...]) else {
                pending.unicodeScalars.append("<")
                rest = rest[afterOpen...]
                continue
            }
            apply(String(Substring(tag)))
            rest = rest[rest.index(after: tag.endIndex)...]
        }
        pending.unicodeScalars.append(contentsOf: rest)
        flush()
        if !open.isEmpty { repairs.append(.unclosedSpan) }
    }

    /// The tag's inside when `text` (just after a `<`) holds one, else `nil`.
    private static func tag(in text: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView? {
        var index = text.startIndex
        var length = 0
        while index < text.endIndex, length <= longestTag {
            switch text[index] {
            case ">": return text[text.startIndex..<index]
            case "<": return nil
            default: break
            }
            index = text.index(after: index)
            length += 1
        }
        return nil
    }

    private mutating func apply(_ tag: String) {
        let name = tag.trimmingCharacters(in: .whitespaces).lowercased()
        if name == "br" || name == "br/" || name == "br /" {
            pending.append("\n")
        } else if name == "/c" || name == "c" || name.hasPrefix("/c ") || name.hasPrefix("/c=") {
            if name != "/c" { repairs.append(.oddClose("<\(tag)>")) }
            close()
        } else if name.hasPrefix("c="), let color = Self.color(String(name.dropFirst(2)), as: tag) {
            flush()
            open.append(color)
        } else {
            repairs.append(.notMarkup("<\(tag)>"))
            pending += "<\(tag)>"
        }
    }

    private mutating func close() {
        guard !open.isEmpty else {
            repairs.append(.strayClose)
            return
        }
        flush()
        open.removeLast()
    }

    /// The colour `<c=value>` names: `@style`, a bare style, or `#` and hex digits (their case kept).
    private static func color(_ value: String, as written: String) -> Markup.Color? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") {
            let digits = trimmed.dropFirst()
            guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return nil }
            let original = written.drop { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            return .hex(original)
        }
        let style = trimmed.hasPrefix("@") ? String(trimmed.dropFirst()) : trimmed
        guard !style.isEmpty, style.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return .style(style)
    }

    /// Ends the run being collected, joining it to the last when their colours match.
    private mutating func flush() {
        guard !pending.isEmpty else { return }
        let color = open.last
        if let last = runs.last, last.color == color {
            runs[runs.count - 1] = Markup.Run(text: last.text + pending, color: color)
        } else {
            runs.append(Markup.Run(text: pending, color: color))
        }
        pending = ""
    }
}
