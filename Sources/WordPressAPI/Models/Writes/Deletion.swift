// WordPress.Deletion: the answer to a forced DELETE: `{"deleted": true, "previous": {…}}`.
import Foundation
import RESTChain

extension WordPress {
    /// What WordPress answers to a `DELETE …?force=true`: whether it deleted, and the item as it was.
    ///
    /// Without `force=true` a post is moved to the trash instead and the answer is the post itself (status
    /// `trash`); terms and users cannot be trashed and answer `501 rest_trash_not_supported`.
    /// ```swift
    /// let gone = try JSONDecoder().decode(WordPress.Deletion<WordPress.Post>.self, from: data)
    /// ```
    public struct Deletion<Item: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
        /// Whether the item was deleted.
        public var deleted: Bool
        /// The item as it was before deletion.
        public var previous: Item

        /// Creates a deletion answer.
        public init(deleted: Bool, previous: Item) {
            self.deleted = deleted
            self.previous = previous
        }
    }
}
