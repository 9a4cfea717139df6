// Against a real WordPress: the write flow of the DocC article "From draft to deletion", step by step.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveWriteFlowTests {
    @Test func `a draft with a featured image from a file is published, edited, restored and deleted`()
        async throws
    {
        let wp = try LiveSite.authenticated()
        // The article's harbour.jpg: a copy of a seeded photo, written to a file first.
        let seeded = try await WordPressLiveMediaTests.uploadCopy(wp)
        let bytes = try await wp.client.get(url: try #require(seeded.sourceURL)).data()
        let fileExtension = seeded.mimeType == "image/png" ? "png" : "jpg"
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("harbour-\(UUID().uuidString).\(fileExtension)")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try await wp.delete(.mediaItem(id: seeded.id), force: true).data()

        // 1. Upload the featured image, streamed from the file.
        let image = try await wp.uploadMedia(file: file, details: WordPress.MediaDraft(altText: "Boats at dawn"))
        #expect(image.altText == "Boats at dawn" && image.mediaType == "image")

        // 2. A draft that shows it.
        var post = try await wp.create(
            .posts,
            body: .json(
                WordPress.PostDraft(
                    title: "Harbour at dawn", content: "<p>The boats leave.</p>", status: .draft,
                    featuredMedia: image.id))
        )
        .decode(type: WordPress.Post.self)
        #expect(post.status == .draft && post.featuredMedia == image.id)

        // 3. Published, then edited.
        post = try await wp.update(.post(id: post.id), body: .json(WordPress.PostDraft(status: .publish)))
            .decode(type: WordPress.Post.self)
        #expect(post.status == .publish)
        post = try await wp.update(
            .post(id: post.id),
            body: .json(WordPress.PostDraft(title: "Harbour at dusk", content: "<p>The boats are back.</p>"))
        )
        .decode(type: WordPress.Post.self)
        #expect(post.title.rendered == "Harbour at dusk")

        // 4. Its revisions, and the dawn one restored.
        let revisions = try await wp.get(endpoint: .revisions(of: .post(id: post.id))).context(.edit)
            .decode(type: [WordPress.Revision].self)
        let dawn = try #require(revisions.first { $0.title?.raw == "Harbour at dawn" })
        post = try await wp.restore(dawn, of: .post(id: post.id)).decode(type: WordPress.Post.self)
        #expect(post.title.rendered == "Harbour at dawn" && post.content?.rendered.contains("leave") == true)
        let after = try await wp.get(endpoint: .revisions(of: .post(id: post.id))).decode(
            type: [WordPress.Revision].self)
        #expect(after.count == revisions.count + 1)

        // 5. Trashed, then gone, with its image.
        let trashed = try await wp.delete(.post(id: post.id)).decode(type: WordPress.Post.self)
        #expect(trashed.status == .trash)
        let gone = try await wp.delete(.post(id: post.id), force: true)
            .decode(type: WordPress.Deletion<WordPress.Post>.self)
        #expect(gone.deleted && gone.previous.id == post.id)
        _ = try await wp.delete(.mediaItem(id: image.id), force: true).data()
    }
}
