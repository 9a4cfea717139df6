// GameMarkupCheck: GW2 description markup read into runs, rendered as HTML, and written back as markup.
import Foundation
import GuildWars2API

/// Reads the input as game markup (descriptions, buff texts): the HTML is the plain text exactly, with no `<` or `&`
/// but its own tags and entities; the runs are non-empty and differ in colour from their neighbours; a text without
/// `<` is itself; and runs whose text has no `<` written back as markup read again to the same runs, mended nothing.
enum GameMarkupCheck {
    typealias Markup = GuildWars2.GameMarkup

    static func check(_ data: Data) throws(Finding) {
        let source = text(data)
        let markup = Markup(parsing: source)
        let shown = try textOf(html: markup.html)
        try require(
            same(shown, markup.plainText), "\(quoted(source)): its HTML reads as \(quoted(shown)), not the plain text")
        for (run, next) in zip(markup.runs, markup.runs.dropFirst()) {
            try require(run.color != next.color, "\(quoted(source)): neighbouring runs in one colour")
        }
        try require(!markup.runs.contains { $0.text.isEmpty }, "\(quoted(source)): an empty run")
        if !source.unicodeScalars.contains("<") {
            try require(same(markup.plainText, source), "\(quoted(source)) without markup reads differently")
            try require(markup.repairs.isEmpty, "\(quoted(source)) without markup was mended")
        }
        guard !markup.plainText.unicodeScalars.contains("<") else { return }
        let written = markup.runs.map(write).joined()
        let again = Markup(parsing: written)
        try require(
            again.runs == markup.runs && again.repairs.isEmpty,
            "\(quoted(source)) written back as \(quoted(written)) reads differently")
    }

    /// Whether two texts hold the same scalars (`==` on `String` would call canonically equivalent texts equal).
    private static func same(_ one: String, _ other: String) -> Bool {
        one.unicodeScalars.elementsEqual(other.unicodeScalars)
    }

    /// A run as the game writes it: `<c=@style>` or `<c=#hex>` around its text, a line break as `<br>`.
    private static func write(_ run: Markup.Run) -> String {
        let text = run.text.replacingOccurrences(of: "\n", with: "<br>")
        switch run.color {
        case nil: return text
        case .style(let name)?: return "<c=@\(name)>\(text)</c>"
        case .hex(let value)?: return "<c=\(value)>\(text)</c>"
        }
    }

    /// The text an HTML fragment of ``GuildWars2/GameMarkup/html`` shows: its own tags dropped (`<br>` a line
    /// break), spans never nested and all closed, its five entities decoded; any other `<` or `&` is a finding.
    private static func textOf(html: String) throws(Finding) -> String {
        let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'"]
        var shown = String.UnicodeScalarView()
        var rest = html.unicodeScalars[...]
        var inSpan = false
        func starts(_ prefix: String) -> Bool { rest.starts(with: prefix.unicodeScalars) }
        while let first = rest.first {
            let here = quoted(String(Substring(rest.prefix(24))))
            if first == "<" {
                if starts("<br>") {
                    shown.append("\n")
                } else if starts("</span>") {
                    try require(inSpan, "the HTML closes a span it did not open: \(here)")
                    inSpan = false
                } else if starts("<span class=\"gw2-") || starts("<span style=\"color:#") {
                    try require(!inSpan, "the HTML nests a span: \(here)")
                    inSpan = true
                } else {
                    throw Finding("the HTML holds a < of no tag of its own: \(here)")
                }
                guard let end = rest.firstIndex(of: ">") else { throw Finding("the HTML ends in a tag: \(here)") }
                rest = rest[rest.index(after: end)...]
            } else if first == "&" {
                guard let (entity, character) = entities.first(where: { starts($0.key) }) else {
                    throw Finding("the HTML holds a & of no entity: \(here)")
                }
                shown.append(contentsOf: character.unicodeScalars)
                rest = rest.dropFirst(entity.unicodeScalars.count)
            } else {
                shown.append(first)
                rest = rest.dropFirst()
            }
        }
        try require(!inSpan, "the HTML leaves a span open")
        return String(shown)
    }
}
