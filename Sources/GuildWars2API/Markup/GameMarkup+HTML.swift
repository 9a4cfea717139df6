// GuildWars2.GameMarkup as HTML: each coloured run a span that keeps the colour's name, text escaped.
import Foundation

extension GuildWars2.GameMarkup {
    /// The text as HTML: a styled run is `<span class="gw2-<style>">`, a hex colour `<span style="color:#…">`, a
    /// line break `<br>`; `&`, `<`, `>`, `"` and `'` are escaped, so the result is safe inside an element.
    ///
    /// The class names keep the game's style names (`gw2-flavor`, `gw2-reminder`…) for a style sheet to colour.
    public var html: String {
        runs.map { run in
            let text = Self.escaped(run.text).replacingOccurrences(of: "\n", with: "<br>")
            switch run.color {
            case nil: return text
            case .style(let name)?: return #"<span class="gw2-\#(Self.escaped(name))">\#(text)</span>"#
            case .hex(let value)?: return #"<span style="color:\#(Self.escaped(value))">\#(text)</span>"#
            }
        }
        .joined()
    }

    /// `text` with HTML's five special characters escaped, scalar by scalar: a `<` followed by a combining mark is
    /// one `Character` that is not `"<"`, and must be escaped all the same.
    private static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
