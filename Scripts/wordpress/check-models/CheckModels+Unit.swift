// CheckModels unit checks: the date parser, request bodies and lenient decoding, by hand.
import Foundation

extension CheckModels {
    /// Checks the dates and request bodies by hand.
    static func unitChecks() throws {
        let parse = WordPress.DateParser.date(from:)
        try expect(parse("2024-05-01T10:20:30")?.timeIntervalSince1970 == 1_714_558_830, "parse")
        try expect(parse("2024-05-01 10:20:30") == parse("2024-05-01T10:20:30"), "space")
        try expect(parse("2024-05-01T12:20:30+02:00") == parse("2024-05-01T10:20:30"), "offset")
        try expect(parse("2024-05-01T10:20:30Z") == parse("2024-05-01T10:20:30"), "Z")
        try expect(parse("2024-05-01T10:20:30.5")?.timeIntervalSince1970 == 1_714_558_830.5, "fraction")
        try expect(parse("2024-02-30T10:20:30") == nil && parse("2024-02-29T10:20:30") != nil, "calendar")
        try expect(parse("2023-02-29T00:00:00") == nil && parse("0000-00-00T00:00:00") == nil, "invalid")
        try expect(parse("2024-05-01T10:20") == nil && parse("2024-05-01T10:20:30X") == nil, "garbage")
        try expect(parse("1969-12-31T23:59:59")?.timeIntervalSince1970 == -1, "before epoch")
        try expect(
            WordPress.DateParser.string(from: parse("2024-05-01T10:20:30.9")!) == "2024-05-01T10:20:30",
            "format")
        try expect(
            WordPress.DateParser.string(from: Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59",
            "format before epoch")

        var draft = WordPress.PostDraft(
            title: "Hello", status: .draft, categories: [3],
            date: WordPress.LocalDate(raw: "2024-05-01T10:20:30"))
        draft.dateGMT = parse("2024-05-01T08:20:30")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(draft), as: UTF8.self)
        try expect(
            json == #"{"categories":[3],"date":"2024-05-01T10:20:30","date_gmt":"2024-05-01T08:20:30","#
                + #""status":"draft","title":"Hello"}"#, "post draft json: \(json)")
        let empty = String(decoding: try encoder.encode(WordPress.PostDraft()), as: UTF8.self)
        try expect(empty == "{}", "empty draft: \(empty)")
        let comment = String(
            decoding: try encoder.encode(WordPress.CommentDraft(post: 1, content: "Hi")),
            as: UTF8.self)
        try expect(comment == #"{"content":"Hi","post":1}"#, "comment draft: \(comment)")
        let term = String(decoding: try encoder.encode(WordPress.TermDraft(name: "A", parent: 2)), as: UTF8.self)
        try expect(term == #"{"name":"A","parent":2}"#, "term draft: \(term)")
        var settings = WordPress.Settings()
        settings.title = "T"
        settings.postsPerPage = 5
        let settingsJSON = String(decoding: try encoder.encode(settings), as: UTF8.self)
        try expect(settingsJSON == #"{"posts_per_page":5,"title":"T"}"#, "settings: \(settingsJSON)")
        let unknown = try JSONDecoder().decode(WordPress.Status.self, from: Data(#""wc-processing""#.utf8))
        try expect(unknown.rawValue == "wc-processing", "unknown status")
        let meta = try JSONDecoder().decode(WordPress.Meta.self, from: Data("[]".utf8))
        try expect(meta.isEmpty && String(decoding: try encoder.encode(meta), as: UTF8.self) == "[]", "meta []")
        let details = try JSONDecoder().decode([WordPress.MediaDetails].self, from: Data("[{}, [], false]".utf8))
        try expect(details.allSatisfy { $0 == WordPress.MediaDetails() }, "empty media details")
        let legacy = try JSONDecoder().decode(WordPress.Links.self, from: Data(#"{"self":"https://x/1"}"#.utf8))
        try expect(legacy.first("self")?.href == "https://x/1", "string link")
        let odd = try JSONDecoder().decode(
            WordPress.Embedded.self,
            from: Data(
                #"""
                {"author": {"id": 1}, "wp:term": [[], {"code": "x", "message": "y"}], "up": [{"id": 2}]}
                """#.utf8))
        try expect(odd.author == nil && odd.other["author"]?["id"] == 1, "non-list relation kept in other")
        try expect(odd.terms == [[]] && odd.errors["wp:term"]?.first?.code == "x", "lone error in wp:term")
        try expect(try odd.decode(FixtureErrorBody.self, relation: "nothing").isEmpty, "absent relation")
        let reencoded = try JSONDecoder().decode(WordPress.Embedded.self, from: JSONEncoder().encode(odd))
        try expect(reencoded == odd, "odd embedded round trip")
        let local = WordPress.LocalDate(wallClock: parse("2024-03-31T02:30:00")!)
        try expect(local.date(in: TimeZone(identifier: "Europe/Rome")!) != nil, "DST gap handled")
    }
}
