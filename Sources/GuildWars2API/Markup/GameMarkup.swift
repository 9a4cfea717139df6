// GuildWars2.GameMarkup: text in the game's markup (`<c=@flavor>…</c>`, `<br>`) as coloured runs.
import Foundation

extension GuildWars2 {
    /// Text in the game's markup, read as runs of plain text, each in one colour or none.
    ///
    /// Descriptions, requirements and buff texts arrive with the markup the game's tooltips use: `<c=@flavor>…</c>`
    /// colours a span by the name of a style (`@flavor`, `@abilitytype`, `@reminder`, `@warning`, `@task`) or by a
    /// hex colour (`<c=#FFC957>`), and `<br>` breaks a line. The API's own text breaks that markup often enough that
    /// reading must never fail: `<c>` closing a span, `</c >` or `</c=@reminder>`, a span never closed, a closing tag
    /// with nothing open. Each is read as the game draws it and listed in ``repairs``; a tag that is not markup, such
    /// as `<REDACTED>`, stays in the text as written.
    ///
    /// ```swift
    /// let markup = GuildWars2.GameMarkup(parsing: #"<c=@flavor>"Good for wading."<br>—Bolla</c>"#)
    /// markup.plainText  // "\"Good for wading.\"\n—Bolla"
    /// markup.html       // "<span class=\"gw2-flavor\">&quot;Good for wading.&quot;<br>—Bolla</span>"
    /// ```
    public struct GameMarkup: Sendable, Hashable {
        /// The text in order, split where its colour changes; a line break is `"\n"` in a run's text.
        public let runs: [Run]
        /// What was broken in the markup and how it was read, in the order met.
        public let repairs: [Repair]

        /// Reads `source`; it never fails, whatever the markup.
        public init(parsing source: String) {
            var reader = GameMarkupReader()
            reader.read(source)
            runs = reader.runs
            repairs = reader.repairs
        }

        /// The text without markup: the runs joined, line breaks as `"\n"`.
        public var plainText: String { runs.map(\.text).joined() }

        /// Whether any of the text is coloured.
        public var isColored: Bool { runs.contains { $0.color != nil } }
    }
}

extension GuildWars2.GameMarkup {
    /// A stretch of text in one colour.
    public struct Run: Sendable, Hashable {
        /// The text, without markup.
        public let text: String
        /// Its colour, or `nil` for the tooltip's default.
        public let color: Color?

        /// A run of `text` in `color`.
        public init(text: String, color: Color?) {
            self.text = text
            self.color = color
        }
    }

    /// The colour of a span: a style the game names, or a hex colour.
    public enum Color: Sendable, Hashable {
        /// A style of the game's tooltips, lower-cased and without its `@`, such as `flavor` or `reminder`.
        case style(String)
        /// A colour written as `#` and hex digits, such as `#FFC957`.
        case hex(String)

        /// The style of flavour text (`<c=@flavor>`): a quote or a story line.
        public static let flavor = Color.style("flavor")
        /// The style of a reminder (`<c=@reminder>`), such as what a skin hides.
        public static let reminder = Color.style("reminder")
        /// The style of a warning (`<c=@warning>`), such as an item that cannot be sold.
        public static let warning = Color.style("warning")
        /// The style of an upgrade's kind (`<c=@abilitytype>`), such as `Element: `.
        public static let abilityType = Color.style("abilitytype")
    }

    /// Broken markup, and how it was read.
    public enum Repair: Sendable, Hashable {
        /// A span was still open at the end of the text: it ran to the end.
        case unclosedSpan
        /// A closing tag (`</c>`, or `<c>` used as one) had no open span: it was dropped.
        case strayClose
        /// A closing tag written another way (`<c>`, `</c >`, `</c=@reminder>`), read as `</c>`.
        case oddClose(String)
        /// Something between `<` and `>` that is not markup, kept as text, such as `<REDACTED>`.
        case notMarkup(String)
    }
}
