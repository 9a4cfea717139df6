// Against a real WordPress: a media item is described, edited into a new image, post-processed and deleted.
import Foundation
import RESTChain
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveMediaTests {
    /// A copy of a seeded photo, uploaded afresh: the bytes come from the site's own uploads.
    static func uploadCopy(_ wp: WordPress) async throws -> WordPress.Media {
        let seeded = try await wp.get(endpoint: .media).query(key: "media_type", value: "image")
            .query(key: .before, value: "2025-01-01T00:00:00").decode(type: [WordPress.Media].self)
        let source = try #require(seeded.first { $0.mimeType == "image/jpeg" || $0.mimeType == "image/png" })
        let (bytes, _) = try await URLSession.shared.data(from: try #require(source.sourceURL))
        let name =
            "live-\(UUID().uuidString.prefix(8).lowercased())." + (source.mimeType == "image/png" ? "png" : "jpg")
        return try await wp.uploadMedia(bytes, filename: name, contentType: source.mimeType ?? "image/jpeg")
            .decode(type: WordPress.Media.self)
    }

    @Test func `an upload is described, cropped into a new item, post-processed and deleted`() async throws {
        let wp = try LiveSite.authenticated()
        let upload = try await Self.uploadCopy(wp)
        let post = try await wp.create(.posts, body: .json(WordPress.PostDraft(title: "Live media", status: .draft)))
            .decode(type: WordPress.Post.self)

        let described = try await wp.update(
            .mediaItem(id: upload.id),
            body: .json(
                WordPress.MediaDraft(title: "Live photo", altText: "A live photo", caption: "Seen live", post: post.id))
        )
        .context(.edit).decode(type: WordPress.Media.self)
        #expect(described.altText == "A live photo" && described.post == post.id)
        #expect(described.title.raw == "Live photo")

        let edit = WordPress.ImageEdit(
            source: try #require(upload.sourceURL),
            modifiers: [.rotate(degrees: 90), .crop(left: 0, top: 0, width: 50, height: 50)])
        let cropped = try await wp.edit(image: upload.id, edit).decode(type: WordPress.Media.self)
        #expect(cropped.id != upload.id)
        let width = try #require(upload.mediaDetails?.width)
        let height = try #require(upload.mediaDetails?.height)
        // Rotated a quarter turn, then half of each side kept: the new width is half the old height.
        #expect(cropped.mediaDetails?.width == height / 2)
        #expect(cropped.mediaDetails?.height == width / 2)

        let processed = try await wp.createImageSizes(of: upload.id).decode(type: WordPress.Media.self)
        #expect(processed.id == upload.id && processed.mediaDetails?.sizes?.isEmpty == false)

        for id in [cropped.id, upload.id] {
            let gone = try await wp.delete(.mediaItem(id: id), force: true)
                .decode(type: WordPress.Deletion<WordPress.Media>.self)
            #expect(gone.deleted)
        }
        _ = try await wp.delete(.post(id: post.id), force: true).data()
    }

    @Test func `editing an upload that is no image fails with WordPress's typed error`() async throws {
        let wp = try LiveSite.authenticated()
        let text = try await wp.uploadMedia(Data("plain".utf8), filename: "live.txt", contentType: "text/plain")
            .decode(type: WordPress.Media.self)
        let edit = WordPress.ImageEdit(source: try #require(text.sourceURL), modifiers: [.rotate(degrees: 90)])
        let refusal = try await LiveSite.apiError { _ = try await wp.edit(image: text.id, edit).data() }
        #expect(refusal.code == "rest_unknown_attachment" && refusal.status == 404)
        _ = try await wp.delete(.mediaItem(id: text.id), force: true).data()
    }
}
