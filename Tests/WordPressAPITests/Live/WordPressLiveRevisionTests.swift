// Against a real WordPress: every kind of revision and autosave written, read one by one, restored and deleted.
import Foundation
import RESTChain
import Testing
import WordPressAPI

@Suite(.enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveRevisionTests {
    /// A kind of item with revisions: its collection and how to name one of them.
    struct Kind: Sendable, CustomStringConvertible {
        let collection: WordPress.Endpoint
        let item: @Sendable (Int) -> WordPress.Endpoint
        var description: String { collection.path }
    }

    static let kinds: [Kind] = [
        Kind(collection: .posts) { .post(id: $0) },
        Kind(collection: .pages) { .page(id: $0) },
        Kind(collection: .blocks) { .block(id: $0) },
        Kind(collection: .navigationMenus) { .navigationMenu(id: $0) },
    ]

    @Test(arguments: kinds)
    func `revisions and autosaves are read one by one, one is restored and one deleted`(_ kind: Kind) async throws {
        let wp = try LiveSite.authenticated()
        let tag = UUID().uuidString.prefix(8)
        let created = try await wp.create(
            kind.collection,
            body: .json(WordPress.PostDraft(title: "Version 1 \(tag)", content: "<p>one</p>", status: .publish))
        )
        .json()
        let id = try #require(created["id"]?.intValue)
        let parent = kind.item(id)
        for version in 2...3 {
            _ = try await wp.update(
                parent,
                body: .json(WordPress.PostDraft(title: "Version \(version) \(tag)", content: "<p>\(version)</p>"))
            )
            .data()
        }

        // Every revision, one by one, in each context.
        let revisions = try await wp.get(endpoint: .revisions(of: parent)).context(.edit)
            .decode(type: [WordPress.Revision].self)
        #expect(revisions.count >= 2 && revisions.allSatisfy { $0.parent == id })
        for revision in revisions {
            let read = try await wp.decodeInContexts(
                .revision(id: revision.id, of: parent), as: WordPress.Revision.self)
            #expect(read.allSatisfy { $0.id == revision.id && $0.parent == id })
        }

        // An autosave of the published item is a revision of its own, read back as a list and alone.
        let autosave = try await wp.create(
            .autosaves(of: parent), body: .json(WordPress.PostDraft(title: "Autosaved \(tag)", content: "<p>auto</p>"))
        )
        .decode(type: WordPress.Revision.self)
        #expect(autosave.parent == id)
        let autosaves = try await wp.decodeInContexts(.autosaves(of: parent), as: [WordPress.Revision].self)
        #expect(autosaves.allSatisfy { $0.contains { $0.id == autosave.id } })
        let single = try await wp.decodeInContexts(.autosave(id: autosave.id, of: parent), as: WordPress.Revision.self)
        #expect(single.allSatisfy { $0.title?.rendered == "Autosaved \(tag)" || $0.title?.raw == "Autosaved \(tag)" })

        // The oldest revision restored: the item takes back its title.
        let oldest = try #require(revisions.last)
        let restored = try await wp.restore(oldest, of: parent).context(.edit).json()
        #expect(restored["title"]?["raw"]?.stringValue == oldest.title?.raw)

        // One revision deleted for good (the site lets whoever may delete the parent do so, see
        // Scripts/wordpress/mu-plugins); reading it again fails with WordPress's error.
        let gone = try await wp.delete(.revision(id: oldest.id, of: parent), force: true)
            .decode(type: WordPress.Deletion<WordPress.Revision>.self)
        #expect(gone.deleted && gone.previous.id == oldest.id)
        let missing = try await LiveSite.apiError {
            _ = try await wp.get(endpoint: .revision(id: oldest.id, of: parent)).data()
        }
        #expect(missing.status == 404)
        _ = try await wp.delete(parent, force: true).data()
    }

    @Test func `an author may not delete a revision of another's post, with WordPress's typed error`() async throws {
        let admin = try LiveSite.authenticated()
        let name = "live-rev-\(UUID().uuidString.prefix(8).lowercased())"
        let user = try await admin.create(
            .users,
            body: .json(
                WordPress.UserDraft(
                    username: name, email: "\(name)@example.com", password: UUID().uuidString, roles: ["author"]))
        )
        .decode(type: WordPress.User.self)
        let author = try await LiveSite.signedIn(asUser: user.id, through: admin)
        let post = try await admin.create(.posts, body: .json(WordPress.PostDraft(title: "Mine", status: .publish)))
            .decode(type: WordPress.Post.self)
        _ = try await admin.update(.post(id: post.id), body: .json(WordPress.PostDraft(title: "Mine, revised"))).data()
        let revision = try #require(
            try await admin.get(endpoint: .revisions(of: .post(id: post.id))).decode(type: [WordPress.Revision].self)
                .first)

        let refusal = try await LiveSite.apiError {
            _ = try await author.delete(.revision(id: revision.id, of: .post(id: post.id)), force: true).data()
        }
        #expect(refusal.code == .cannotDelete && refusal.status == 403)
        _ = try await admin.get(endpoint: .revision(id: revision.id, of: .post(id: post.id))).data()
        _ = try await admin.delete(.post(id: post.id), force: true).data()
        _ = try await admin.delete(user: .user(id: user.id), reassigningContentTo: 1).data()
    }

    @Test func `a menu item's autosave is written and read alone`() async throws {
        let wp = try LiveSite.authenticated()
        let menu = try await wp.create(.menus, body: .json(["name": "Live autosave \(UUID().uuidString.prefix(8))"]))
            .decode(type: WordPress.Menu.self)
        let fields: JSONValue = [
            "title": "Home", "url": "https://example.com/", "menus": .number(Double(menu.id)), "status": "publish",
        ]
        let item = try await wp.create(.menuItems, body: .json(fields)).decode(type: WordPress.MenuItem.self)
        let autosave = try await wp.create(.autosaves(of: .menuItem(id: item.id)), body: .json(["title": "Start"]))
            .json()
        let autosaveID = try #require(autosave["id"]?.intValue)
        let read = try await wp.decodeInContexts(
            .autosave(id: autosaveID, of: .menuItem(id: item.id)), as: WordPress.Revision.self)
        #expect(read.allSatisfy { $0.id == autosaveID && $0.parent == item.id })
        _ = try await wp.delete(.menuItem(id: item.id), force: true).data()
        _ = try await wp.delete(.menu(id: menu.id), force: true).data()
    }

    /// WordPress 6.1 registers template revisions and autosaves under a numeric parent (`templates/38/revisions`)
    /// after the template route, whose pattern also matches that path: every such request reaches the template
    /// route and fails there. (6.4 moved them under the template id.) This proves the typed error a 6.1 site gives.
    @Test(arguments: [WordPress.Endpoint.templates, .templateParts])
    func `template revisions and autosaves answer rest_template_not_found on WordPress 6.1`(
        _ collection: WordPress.Endpoint
    ) async throws {
        let wp = try LiveSite.authenticated()
        let slug = "live-rev-\(UUID().uuidString.prefix(8).lowercased())"
        var body: [String: JSONValue] = ["slug": .string(slug), "title": "Live", "content": "<!-- wp:paragraph /-->"]
        if collection == .templateParts { body["area"] = "uncategorized" }
        let template = try await wp.create(collection, body: .json(body)).decode(type: WordPress.Template.self)
        let item: WordPress.Endpoint =
            collection == .templates ? .template(id: template.id) : .templatePart(id: template.id)
        _ = try await wp.update(item, body: .json(["content": "<!-- wp:paragraph --><p>2</p><!-- /wp:paragraph -->"]))
            .data()
        let postID = String(try #require(template.wpID))
        let numeric: WordPress.Endpoint = collection == .templates ? .template(id: postID) : .templatePart(id: postID)
        let attempts: [@Sendable () async throws -> Void] = [
            { _ = try await wp.get(endpoint: .revisions(of: numeric)).data() },
            { _ = try await wp.get(endpoint: .revision(id: 1, of: numeric)).data() },
            { _ = try await wp.delete(.revision(id: 1, of: numeric), force: true).data() },
            { _ = try await wp.get(endpoint: .autosaves(of: numeric)).data() },
            { _ = try await wp.create(.autosaves(of: numeric), body: .json(["content": "x"])).data() },
            { _ = try await wp.get(endpoint: .autosave(id: 1, of: numeric)).data() },
        ]
        for attempt in attempts {
            let refusal = try await LiveSite.apiError(attempt)
            #expect(refusal.code == .templateNotFound && refusal.status == 404)
        }
        _ = try await wp.delete(item, force: true).data()
    }
}
