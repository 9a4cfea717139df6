// Against a real WordPress: authenticated create, update and delete of posts, pages, comments, terms and media.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveWriteTests {
    @Test func `a post is created, updated and deleted`() async throws {
        let wp = try LiveSite.authenticated()
        let created = try await wp.create(
            .posts,
            body: .json([
                "title": "Live <b>test</b>", "status": "publish",
                "content": "Hello from RESTChain",
            ])
        )
        .decode(type: WordPress.Post.self)
        let updated = try await wp.update(.post(id: created.id), body: .json(["title": "Changed"]))
            .decode(type: WordPress.Post.self)
        #expect(updated.title.rendered == "Changed")
        _ = try await wp.delete(.post(id: created.id), force: true).data()
        await #expect { _ = try await wp.get(endpoint: .post(id: created.id)).data() } throws: {
            ($0 as? RESTError)?.statusCode == 404
        }
    }

    @Test func `pages, comments and terms are written`() async throws {
        let wp = try LiveSite.authenticated()
        let page = try await wp.create(
            .pages,
            body: .json([
                "title": "Live page", "status": "publish",
                "comment_status": "open",
            ])
        )
        .decode(type: WordPress.Page.self)
        let renamed = try await wp.update(.page(id: page.id), body: .form(["title": "Live page, renamed"]))
            .decode(type: WordPress.Page.self)
        #expect(renamed.title.rendered == "Live page, renamed")
        let commentBody: JSONValue = ["post": .number(Double(page.id)), "content": "Nice"]
        let comment = try await wp.create(.comments, body: .json(commentBody))
            .decode(type: WordPress.Comment.self)
        let edited = try await wp.update(.comment(id: comment.id), body: .json(["content": "Nicer"]))
            .decode(type: WordPress.Comment.self)
        #expect(edited.content.rendered.contains("Nicer"))
        let tag = try await wp.create(.tags, body: .json(["name": "live-\(UUID().uuidString.prefix(8))"]))
            .decode(type: WordPress.Tag.self)
        let category = try await wp.create(.categories, body: .json(["name": "Live \(UUID().uuidString.prefix(8))"]))
            .decode(type: WordPress.Category.self)
        let described = try await wp.update(.tag(id: tag.id), body: .json(["description": "From the live suite"]))
            .decode(type: WordPress.Tag.self)
        #expect(described.description == "From the live suite")
        let child = try await wp.update(.category(id: category.id), body: .json(["parent": 2]))
            .decode(type: WordPress.Category.self)
        #expect(child.parent == 2)
        _ = try await wp.delete(.comment(id: comment.id), force: true).data()
        _ = try await wp.delete(.tag(id: tag.id), force: true).data()
        _ = try await wp.delete(.category(id: category.id), force: true).data()
        _ = try await wp.delete(.page(id: page.id), force: true).data()
    }

    @Test func `media is uploaded from data and deleted`() async throws {
        let wp = try LiveSite.authenticated()
        let png = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!
        let media = try await wp.uploadMedia(png, filename: "pixel.png", contentType: "image/png")
            .decode(type: WordPress.Media.self)
        #expect(media.id > 0)
        _ = try await wp.delete(.mediaItem(id: media.id), force: true).data()
    }

    @Test func `writing without authentication is refused with a typed error`() async throws {
        do {
            _ = try await LiveSite.anonymous().create(.posts, body: .json(["title": "x"])).data()
            Issue.record("expected a failure")
        } catch let error as RESTError {
            guard case .httpStatus(let failure) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failure.statusCode == 401)
            #expect((failure.apiError as? WordPress.APIError)?.code == "rest_cannot_create")
        }
    }
}
