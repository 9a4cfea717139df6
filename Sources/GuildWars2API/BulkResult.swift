// GuildWars2.BulkResult: what a bulk fetch found, in the order asked, which ids it did not, and what it could not read.
import Foundation

extension GuildWars2 {
    /// The objects a bulk fetch found, in the order the ids were asked (duplicates kept), the ids the API
    /// did not know (from its 206 Partial Content or 404 answers), and the objects the model could not read.
    public struct BulkResult<Value: Sendable & Identifiable>: Sendable where Value.ID: Sendable {
        /// The objects found and read, in the order asked.
        public let values: [Value]
        /// The ids asked for that the API did not return, in the order asked, without repeats.
        public let missingIDs: [Value.ID]
        /// The objects the API returned that the model could not read, each with its id; never silently dropped.
        public let problems: [DecodingProblem<Value.ID>]

        /// Creates a result.
        public init(values: [Value], missingIDs: [Value.ID], problems: [DecodingProblem<Value.ID>] = []) {
            self.values = values
            self.missingIDs = missingIDs
            self.problems = problems
        }

        /// Whether every id was found and read.
        public var isComplete: Bool { missingIDs.isEmpty && problems.isEmpty }
    }
}
