// WordPress.BulkDeletion: the answer to deleting a whole collection, such as all of a user's application passwords.
import Foundation
import RESTChain

extension WordPress {
    /// What WordPress answers when a DELETE removes every item of a collection
    /// (`DELETE /wp/v2/users/<id>/application-passwords`): whether it did, and how many went.
    public struct BulkDeletion: Codable, Sendable, Equatable {
        /// Whether the items were deleted.
        public var deleted: Bool
        /// How many items were deleted.
        public var count: Int

        /// Creates a bulk deletion answer.
        public init(deleted: Bool, count: Int) {
            self.deleted = deleted
            self.count = count
        }
    }
}
