// CheckModels spot checks: values the seeded site is known to hold, read back through the models.
import Foundation

extension CheckModels {
    /// Checks values that the fixtures are known to hold.
    static func spotChecks() throws {
        let sticky = try load(WordPress.Post.self, "wp/v2/posts/5.json")
        try expect(sticky.title.rendered == "Getting started with RESTChain", "title")
        try expect(sticky.date?.raw == "2024-03-03T10:00:00", "local date raw")
        try expect(sticky.dateGMT == WordPress.DateParser.date(from: "2024-03-03T09:00:00"), "gmt date")
        try expect(sticky.date?.date(in: TimeZone(identifier: "Europe/Rome")!) == sticky.dateGMT, "date(in:)")
        try expect(sticky.sticky == true && sticky.meta?.isEmpty == true, "sticky/meta")
        try expect(sticky.links?.first("author")?.embeddable == true, "links")
        try expect(sticky.links?["curies"].first?.templated == true, "curies")
        print("  post 5: \(sticky.title.rendered) | \(sticky.date!) | \(sticky.dateGMT!) | status \(sticky.status!)")

        let edit = try load(WordPress.Post.self, "wp/v2/posts/5@context=edit.json")
        try expect(edit.content?.raw?.contains("<!-- wp:paragraph -->") == true, "raw content")
        try expect(edit.content?.blockVersion == 1, "block version")
        try expect(edit.permalinkTemplate?.contains("%postname%") == true, "permalink template")

        let embedded = try load(WordPress.Post.self, "wp/v2/posts/23@_embed=1.json")
        try expect(embedded.embedded != nil, "embedded")
        try expect(
            embedded.embedded?.author?.first?.name == "Site Admin"
                || embedded.embedded?.author?.first?.name == "Jane Doe", "embedded author")
        try expect(embedded.embedded?.terms?.count == 2, "wp:term lists")
        try expect((embedded.embedded?.replies?.first?.count ?? 0) >= 3, "replies")
        print(
            "  post 23 embeds: authors \(embedded.embedded!.author!.map(\.name)), terms "
                + "\(embedded.embedded!.terms!.map { $0.map(\.name) }), replies \(embedded.embedded!.replies![0].count)"
        )

        let forbidden = try load(WordPress.Post.self, "wp/v2/posts/15@_embed=1.json")
        try expect(forbidden.embedded?.featuredMedia == [], "no media decoded")
        try expect(forbidden.embedded?.errors["wp:featuredmedia"]?.first?.code == "rest_forbidden", "embed error")
        try expect(forbidden.embedded?.errors["wp:featuredmedia"]?.first?.status == 401, "embed error status")
        let dangling = try load(WordPress.Post.self, "wp/v2/posts/11@_embed=1.json")
        try expect(dangling.embedded?.featuredMedia == [] && dangling.embedded?.errors.isEmpty == true, "dangling")
        let withImage = try load([WordPress.Post].self, "wp/v2/posts@_embed=1.json")
            .first { $0.featuredMedia ?? 0 > 0 }!
        let image = withImage.embedded!.featuredMedia!.first!
        try expect(image.mediaDetails?.sizes?["thumbnail"]?.width == 150, "embedded sizes")
        print("  post \(withImage.id) featured: \(image.sourceURL!)")

        let team = try load(WordPress.Page.self, "wp/v2/pages/36@_embed=1.json")
        let up = try team.embedded!.decode(WordPress.Page.self, relation: "up")
        try expect(up.first?.title.rendered == "About" && team.parent == up.first?.id, "page up")

        let media = try load(WordPress.Media.self, "wp/v2/media/4.json")
        try expect(media.mediaDetails?.width == 640 && media.mediaDetails?.imageMeta?["keywords"] == [], "media")
        try expect(media.altText == "Coloured squares" && media.post == 9, "media fields")

        let me = try load(WordPress.User.self, "wp/v2/users/me@context=edit.json")
        try expect(me.meta?["persisted_preferences"] == [], "user meta object")
        try expect(me.registeredDate == WordPress.DateParser.date(from: "2024-03-01T08:00:00Z"), "registered")
        try expect(me.capabilities?["manage_options"] == true && me.roles == ["administrator"], "caps")
        print("  me: \(me.username!) <\(me.email!)> registered \(me.registeredDate!)")

        let drafts = try load([WordPress.Post].self, "wp/v2/posts@context=edit&status=draft.json")
        try expect(drafts.first?.status == .draft, "draft status")
        print("  draft: date \(drafts[0].date?.raw ?? "nil") gmt \(String(describing: drafts[0].dateGMT))")

        let revisions = try load([WordPress.Revision].self, "wp/v2/posts/13/revisions.json")
        try expect(revisions.count == 2 && revisions.allSatisfy { $0.parent == 13 }, "revisions")

        let comments = try load([WordPress.Comment].self, "wp/v2/comments@context=edit.json")
        try expect(comments.allSatisfy { $0.authorEmail != nil && $0.status == .approved }, "edit comments")
        try expect(comments.contains { $0.parent ?? 0 > 0 }, "reply")

        let settings = try load(WordPress.Settings.self, "wp/v2/settings.json")
        try expect(settings.title == "RESTChain Test Site" && settings.postsPerPage == 10, "settings")
        try expect(settings.siteLogo == nil && settings.useSmilies == true, "settings nulls")

        let index = try load(WordPress.SiteIndex.self, "index.json")
        try expect(index.namespaces.contains("wp/v2") && index.gmtOffset != nil, "index")
        try expect(index.routes?["/wp/v2/posts"]?.endpoints.first?.args["per_page"] != nil, "route args")
        try expect(index.url.absoluteString == "https://example.com", "scrubbed url")

        let search = try load([WordPress.SearchResult].self, "wp/v2/search@search=revisions.json")
        try expect(search.first?.id == .number(13), "search id")

        let protected = try load(WordPress.Post.self, "wp/v2/posts/24.json")
        try expect(protected.content?.protected == true && protected.content?.rendered == "", "protected")

        let blocks = try load([WordPress.ReusableBlock].self, "wp/v2/blocks.json")
        try expect(blocks.first?.title?.raw == "Call to action" && blocks.first?.title?.rendered == "", "block")
    }
}
