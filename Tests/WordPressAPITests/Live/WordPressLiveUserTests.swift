// Against a real WordPress: users written by an administrator, refused to an author, and deleted with their content.
import Foundation
import RESTChain
import Testing
import WordPressAPI

/// Serialized: two tests give the seeded author application passwords, and one deletes all of them.
@Suite(.serialized, .enabled(if: LiveSite.isAvailable, "set WORDPRESS_URL (Scripts/wordpress/start.sh) to run"))
struct WordPressLiveUserTests {
    /// The seeded author, `jane` (id 2): may write posts, may not manage users.
    static let authorID = 2

    @Test func `an author may not create or delete users, an administrator may, and the heir gets the posts`()
        async throws
    {
        let admin = try LiveSite.authenticated()
        let author = try await LiveSite.signedIn(asUser: Self.authorID, through: admin)
        let name = "live-\(UUID().uuidString.prefix(8).lowercased())"
        let draft = WordPress.UserDraft(
            username: name, email: "\(name)@example.com", password: UUID().uuidString, name: "Live User",
            roles: ["author"])

        // Given an author, when they create a user, then WordPress refuses with its typed error.
        let refusal = try await LiveSite.apiError { _ = try await author.create(.users, body: .json(draft)).data() }
        #expect(refusal.code == .cannotCreateUser && refusal.status == 403)

        // The administrator creates, reads back in every context, and updates.
        let created = try await admin.create(.users, body: .json(draft)).decode(type: WordPress.User.self)
        #expect(created.username == name && created.roles == ["author"] && created.email == "\(name)@example.com")
        let read = try await admin.decodeInContexts(.user(id: created.id), as: WordPress.User.self)
        #expect(read.allSatisfy { $0.id == created.id })
        let updated = try await admin.update(
            .user(id: created.id), body: .json(WordPress.UserDraft(firstName: "Live", description: "Written live"))
        )
        .context(.edit).decode(type: WordPress.User.self)
        #expect(updated.firstName == "Live" && updated.description == "Written live")

        // Their post goes to the heir when they go.
        let post = try await admin.create(
            .posts, body: .json(WordPress.PostDraft(title: "By the live user", status: .publish, author: created.id))
        )
        .decode(type: WordPress.Post.self)
        let authorsRefusal = try await LiveSite.apiError {
            _ = try await author.delete(user: .user(id: created.id), reassigningContentTo: Self.authorID).data()
        }
        #expect(authorsRefusal.code == .userCannotDelete)
        let gone = try await admin.delete(user: .user(id: created.id), reassigningContentTo: Self.authorID)
            .decode(type: WordPress.Deletion<WordPress.User>.self)
        #expect(gone.deleted && gone.previous.id == created.id)
        let inherited = try await admin.get(endpoint: .post(id: post.id)).decode(type: WordPress.Post.self)
        #expect(inherited.author == Self.authorID)
        _ = try await admin.delete(.post(id: post.id), force: true).data()
        let missing = try await LiveSite.apiError { _ = try await admin.get(endpoint: .user(id: created.id)).data() }
        #expect(missing.code == .userInvalidID)
        try await LiveSite.revokePasswords(ofUser: Self.authorID, through: admin)
    }

    @Test func `a user edits and deletes their own account through users me`() async throws {
        let admin = try LiveSite.authenticated()
        let name = "live-me-\(UUID().uuidString.prefix(8).lowercased())"
        // An administrator of their own (deleting oneself needs delete_users), signed in with a fresh password.
        let user = try await admin.create(
            .users,
            body: .json(
                WordPress.UserDraft(
                    username: name, email: "\(name)@example.com", password: UUID().uuidString,
                    roles: ["administrator"]))
        )
        .decode(type: WordPress.User.self)
        let me = try await LiveSite.signedIn(asUser: user.id, through: admin)

        let edited = try await me.update(.me, body: .json(WordPress.UserDraft(nickname: "Myself")))
            .context(.edit).decode(type: WordPress.User.self)
        #expect(edited.id == user.id && edited.nickname == "Myself")
        // Users have no trash, and WordPress wants to know who inherits: a plain DELETE is refused.
        do {
            _ = try await me.delete(.me).data()
            Issue.record("a DELETE without reassign was accepted")
        } catch .httpStatus(let failure) {
            let error = failure.apiError as? WordPress.APIError
            #expect(error?.code == .missingCallbackParam && error?.missingParameters == ["reassign"])
        }
        let gone = try await me.delete(user: .me, reassigningContentTo: 1)
            .decode(type: WordPress.Deletion<WordPress.User>.self)
        #expect(gone.deleted && gone.previous.id == user.id)
        let missing = try await LiveSite.apiError { _ = try await admin.get(endpoint: .user(id: user.id)).data() }
        #expect(missing.code == .userInvalidID)
    }

    @Test func `every application password of a user is deleted at once`() async throws {
        let admin = try LiveSite.authenticated()
        for name in ["live bulk one", "live bulk two"] {
            _ = try await admin.create(.applicationPasswords(of: .user(id: Self.authorID)), body: .json(["name": name]))
                .data()
        }
        let listed = try await admin.get(endpoint: .applicationPasswords(of: .user(id: Self.authorID)))
            .decode(type: [WordPress.ApplicationPassword].self)
        #expect(listed.count >= 2)
        let gone = try await admin.delete(.applicationPasswords(of: .user(id: Self.authorID)))
            .decode(type: WordPress.BulkDeletion.self)
        #expect(gone.deleted && gone.count == listed.count)
        let left = try await admin.get(endpoint: .applicationPasswords(of: .user(id: Self.authorID)))
            .decode(type: [WordPress.ApplicationPassword].self)
        #expect(left.isEmpty)
    }
}
