// LinkHeader in memory: RFC 8288 parsing of targets, relations and parameters, and relative targets.
import Foundation
import RESTChain
import Testing

struct LinkHeaderTests {
    @Test func `quoted and bare relations are both read`() {
        let header = LinkHeader(#"<https://a.test/x?page=2>; rel="next", <https://a.test/x?page=9>; rel=last"#)
        #expect(header.target(for: "next") == "https://a.test/x?page=2")
        #expect(header.target(for: "last") == "https://a.test/x?page=9")
        #expect(header.target(for: "prev") == nil)
    }

    @Test func `one link may carry several relation types, compared without case`() {
        let header = LinkHeader(#"<https://a.test/2>; REL="Next  Last""#)
        #expect(header.links.first?.relations == ["next", "last"])
        #expect(header.target(for: "NEXT") == "https://a.test/2")
        #expect(header.target(for: "last") == "https://a.test/2")
    }

    @Test func `commas and semicolons inside targets and quoted values do not split links`() {
        let value = #"<https://a.test/x?ids=1,2;3>; title="a, b; \"c\""; rel="next", <https://a.test/p>; rel="prev""#
        let header = LinkHeader(value)
        #expect(header.links.count == 2)
        #expect(header.target(for: "next") == "https://a.test/x?ids=1,2;3")
        #expect(header.links.first?.parameters["title"] == #"a, b; "c""#)
        #expect(header.target(for: "prev") == "https://a.test/p")
    }

    @Test func `malformed link values are skipped and the rest kept`() {
        let header = LinkHeader(#"garbage; rel="next", <https://a.test/ok>; rel="next", <https://a.test/open"#)
        #expect(header.links.map(\.target) == ["https://a.test/ok"])
        #expect(LinkHeader("").links.isEmpty)
    }

    @Test func `the first rel parameter of a link wins`() {
        let header = LinkHeader(#"<https://a.test/1>; rel="prev"; rel="next""#)
        #expect(header.target(for: "next") == nil)
        #expect(header.target(for: "prev") == "https://a.test/1")
    }

    @Test func `relative targets are resolved against the URL that answered`() throws {
        let header = LinkHeader("</v2/items?page=1&page_size=50>; rel=next, <items?page=0>; rel=first")
        let base = try #require(URL(string: "https://api.guildwars2.com/v2/items?page=0&page_size=50"))
        let next = header.url(for: "next", relativeTo: base)?.absoluteString
        #expect(next == "https://api.guildwars2.com/v2/items?page=1&page_size=50")
        let first = header.url(for: "first", relativeTo: base)?.absoluteString
        #expect(first == "https://api.guildwars2.com/v2/items?page=0")
    }
}
