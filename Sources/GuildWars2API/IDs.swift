// GuildWars2.IDs and GetSession.query(ids:): `?ids=1,2,3` or `?ids=all`.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Which objects a bulk request asks for.
    public enum IDs: Sendable, Hashable, ExpressibleByArrayLiteral {
        /// `ids=all`, where the endpoint allows it (worlds, currencies…).
        case all
        /// Numeric ids (at most 200 per request; use ``GuildWars2/fetch(_:ids:as:maxConcurrentRequests:)`` for more).
        case numbers([Int])
        /// Text ids, such as WvW match ids `1-1`.
        case strings([String])

        /// Creates numeric ids from an array literal.
        public init(arrayLiteral elements: Int...) { self = .numbers(elements) }

        /// The value of the `ids` query item.
        public var queryValue: String {
            switch self {
            case .all: "all"
            case .numbers(let ids): ids.map(String.init).joined(separator: ",")
            case .strings(let ids): ids.joined(separator: ",")
            }
        }
    }
}

extension GetSession {
    /// Asks for these objects: `?ids=1,2,3` or `?ids=all`.
    public func query(ids: GuildWars2.IDs) -> GetSession {
        setting(query: "ids", to: ids.queryValue)
    }
}
