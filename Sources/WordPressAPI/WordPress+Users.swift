// WordPress's user writes that differ from the others: deleting a user hands their content to an heir.
import Foundation
import RESTChain

extension WordPress {
    /// Deletes a user for good (`DELETE /wp/v2/users/<id>?force=true&reassign=…`); decode the answer as
    /// ``Deletion`` of ``User``.
    ///
    /// Users have no trash, so the deletion is forced; WordPress requires saying what becomes of their posts.
    /// ```swift
    /// _ = try await wp.delete(user: .user(id: 7), reassigningContentTo: 1).data()
    /// ```
    /// - Parameters:
    ///   - user: `.user(id:)`, or `.me` to delete the signed-in user.
    ///   - heir: The id of the user who receives their posts and links; `nil` deletes those too.
    /// - Returns: The deletion, sent when a handler asks for its answer; without the `delete_users` capability it
    ///   fails with `rest_user_cannot_delete`.
    public func delete(user: Endpoint, reassigningContentTo heir: Int?) -> RequestSession {
        delete(user, force: true).query(key: "reassign", value: heir.map(String.init) ?? "false")
    }
}
