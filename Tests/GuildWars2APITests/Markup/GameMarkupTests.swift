// Game markup: colours, line breaks and every kind of broken markup the API sends, read without failing.
import Foundation
import GuildWars2API
import Testing

struct GameMarkupTests {
    typealias Markup = GuildWars2.GameMarkup

    @Test func `a flavour quote becomes plain text with a line break and an HTML span named for its style`() {
        let markup = Markup(parsing: #"<c=@flavor>"Good for wading through the snow."<br>—Bolla</c>"#)
        #expect(markup.runs == [.init(text: "\"Good for wading through the snow.\"\n—Bolla", color: .flavor)])
        #expect(markup.plainText == "\"Good for wading through the snow.\"\n—Bolla")
        #expect(
            markup.html == #"<span class="gw2-flavor">&quot;Good for wading through the snow.&quot;<br>—Bolla</span>"#)
        #expect(markup.repairs.isEmpty && markup.isColored)
    }

    @Test func `text around spans keeps its order, and a hex colour keeps its digits as written`() {
        let markup = Markup(parsing: "Double-click. <c=#FFC957>Rare</c> dyes.<br/><c=@Reminder>Soulbound</c>")
        #expect(
            markup.runs == [
                .init(text: "Double-click. ", color: nil), .init(text: "Rare", color: .hex("#FFC957")),
                .init(text: " dyes.\n", color: nil), .init(text: "Soulbound", color: .reminder),
            ])
        #expect(
            markup.html
                == #"Double-click. <span style="color:#FFC957">Rare</span> dyes.<br><span class="gw2-reminder">Soulbound</span>"#
        )
    }

    @Test(arguments: [
        ("<c=@reminder>Hides leg armor.<c>", [Markup.Repair.oddClose("<c>")]),
        ("<c=@flavor>Not closed", [.unclosedSpan]),
        ("Closed twice</c>", [.strayClose]),
        ("<c=@reminder>Loot.</c=@reminder>", [.oddClose("</c=@reminder>")]),
        ("<c=@Flavor>Read.</c >", []),
    ])
    func `broken markup is read as the game draws it and the repair is named`(
        source: String, repairs: [Markup.Repair]
    ) {
        let markup = Markup(parsing: source)
        #expect(markup.repairs == repairs)
        #expect(!markup.plainText.contains("<") && !markup.plainText.isEmpty)
    }

    @Test(arguments: ["Sign up. <REDACTED>", "a < b and c > d", "<c=@flavor", "<", "<c=@>x</c>", "<c=#GG0000>x"])
    func `what is not markup stays in the text as written`(source: String) {
        let markup = Markup(parsing: source)
        #expect(markup.plainText == source.replacingOccurrences(of: "</c>", with: ""))
        #expect(!markup.isColored && !markup.html.contains("<"))
    }

    @Test func `nested spans close innermost first and HTML escapes the text`() {
        let markup = Markup(parsing: "<c=@warning>A <c=@flavor>&quoted's</c> B</c>")
        #expect(
            markup.runs == [
                .init(text: "A ", color: .warning), .init(text: "&quoted's", color: .flavor),
                .init(text: " B", color: .warning),
            ])
        #expect(markup.html.contains("&amp;quoted&#39;s") && markup.repairs.isEmpty)
    }

    @Test func `a combining mark after a bracket neither hides a tag nor slips through the HTML unescaped`() {
        // "<\u{301}" and ">\u{301}" are one Character each: markup and HTML are read and written by scalar.
        let markup = Markup(parsing: "<c=@flavor>\u{301}x</c> a<\u{301}b>\u{301}&\u{301}")
        #expect(
            markup.runs == [
                .init(text: "\u{301}x", color: .flavor), .init(text: " a<\u{301}b>\u{301}&\u{301}", color: nil),
            ])
        #expect(markup.repairs == [.notMarkup("<\u{301}b>")])
        #expect(
            markup.html
                == "<span class=\"gw2-flavor\">\u{301}x</span> a&lt;\u{301}b&gt;\u{301}&amp;\u{301}")
    }

    @Test func `an empty text has no runs and a text without markup is one run`() {
        #expect(Markup(parsing: "").runs.isEmpty && Markup(parsing: "").html.isEmpty)
        #expect(Markup(parsing: "Plain.").runs == [.init(text: "Plain.", color: nil)])
    }
}
