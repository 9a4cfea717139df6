// GuildWars2.BulkResult: what a bulk fetch found, in order, and everything it could not have, at the top level.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The objects a bulk fetch found, in the order asked (duplicates kept), the objects they require when
    /// resolved, and — each at the top level — what could not be had: unknown ids, unreadable objects, required
    /// objects missing or unreadable, and requests for required objects that failed.
    public struct BulkResult<Value: Sendable & Identifiable>: Sendable where Value.ID: Sendable {
        /// The objects found and read, in the order asked.
        public let values: [Value]
        /// The ids asked for that the API did not return, in the order asked, without repeats.
        public let missingIDs: [Value.ID]
        /// The objects the API returned that the model could not read, each with its id; never silently dropped.
        public let problems: [DecodingProblem<Value.ID>]
        /// The objects the values require, by kind and id; empty unless resolved.
        public private(set) var related = RelatedObjects()
        /// The required objects the API did not return, such as `.skin(10)`, in the order required.
        public private(set) var missingRelated: [Requirement] = []
        /// The required objects the API returned that their model could not read, each with its requirement.
        public private(set) var relatedProblems: [DecodingProblem<Requirement>] = []
        /// The requests for required objects that failed (a route down, a 404 for a route that is not there…),
        /// their objects also listed in ``missingRelated``.
        public private(set) var failedRoutes: [RouteFailure] = []
        /// How many of the distinct ids asked came from the face's ``ObjectCache`` rather than the API.
        public internal(set) var cachedCount = 0
        /// How many of the distinct ids asked were asked of the API.
        public internal(set) var fetchedCount = 0

        /// Where the objects came from: all from the object cache, partly, or all from the API.
        public var origin: Origin {
            if cachedCount == 0 { return .live }
            return fetchedCount == 0 ? .cached : .partlyCached
        }

        /// Creates a result without required objects.
        public init(values: [Value], missingIDs: [Value.ID] = [], problems: [DecodingProblem<Value.ID>] = []) {
            self.values = values
            self.missingIDs = missingIDs
            self.problems = problems
        }

        /// Whether every id was found and read, and every required object too.
        public var isComplete: Bool {
            missingIDs.isEmpty && problems.isEmpty && missingRelated.isEmpty && relatedProblems.isEmpty
                && failedRoutes.isEmpty
        }

        /// Adds what resolving the required objects gave.
        mutating func resolve(_ resolution: RelatedObjects.Resolution) {
            related = resolution.objects
            missingRelated = resolution.missing
            relatedProblems = resolution.problems
            failedRoutes = resolution.failures
        }
    }

    /// Where a bulk fetch's objects came from.
    public enum Origin: Sendable, Hashable {
        /// Every object from the ``ObjectCache``: nothing was sent.
        case cached
        /// Some from the cache, the rest from the API.
        case partlyCached
        /// Every object from the API.
        case live
    }

    /// A request a bulk fetch made for required objects that failed: the route, the objects it asked for, why.
    public struct RouteFailure: Sendable, CustomStringConvertible {
        /// The route asked, such as ``Endpoint/skins``.
        public let endpoint: Endpoint
        /// The objects it asked for.
        public let requirements: [Requirement]
        /// Why it failed.
        public let error: RESTError

        /// `skins (3 objects): <error>`.
        public var description: String { "\(endpoint.template) (\(requirements.count) objects): \(error)" }
    }
}
