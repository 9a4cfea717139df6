// GuildWars2.BulkResult: what a bulk fetch found, in the order asked, and which ids it did not.
import Foundation

extension GuildWars2 {
    /// The objects a bulk fetch found, in the order the ids were asked (duplicates kept), and the ids the API
    /// did not know (from its 206 Partial Content or 404 answers).
    public struct BulkResult<Value: Sendable>: Sendable {
        /// The objects found, in the order asked.
        public let values: [Value]
        /// The ids asked for that the API did not return, in the order asked, without repeats.
        public let missingIDs: [Int]

        /// Whether every id was found.
        public var isComplete: Bool { missingIDs.isEmpty }
    }
}

extension GuildWars2.BulkResult: Equatable where Value: Equatable {}
