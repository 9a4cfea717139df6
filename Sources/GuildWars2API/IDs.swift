// GuildWars2.IDs and GetSession.query(ids:): `?ids=1,2,3` or `?ids=all`.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Which objects a bulk request asks for.
    public enum IDs: Sendable, Hashable, ExpressibleByArrayLiteral {
        /// `ids=all`, where the endpoint allows it (worlds, currencies…).
        case all
        /// Numeric ids (at most 200 per request; use ``GuildWars2/fetch(ids:as:from:maxConcurrentRequests:)`` for more).
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
    ///
    /// `.all` on a session of a ``GuildWars2/Endpoint`` that does not answer it (``GuildWars2/Endpoint/allowsAllIDs``,
    /// such as `.items`) makes the request fail with `RESTError.invalidRequest` when it is sent, before anything
    /// reaches the network, as ``GuildWars2/fetch(all:as:)`` does.
    public func query(ids: GuildWars2.IDs) -> GetSession {
        let session = setting(query: "ids", to: ids.queryValue)
        if ids == .all, let endpoint = request.endpoint as? GuildWars2.Endpoint, !endpoint.allowsAllIDs {
            return session.refusing(.invalidRequest(reason: GuildWars2.noAllIDs(endpoint.path)))
        }
        return session
    }
}

extension GuildWars2 {
    /// Why `path` refuses `ids=all`, in the words ``fetch(all:as:)`` and ``GetSession/query(ids:)`` both use.
    static func noAllIDs(_ path: String) -> String {
        "\(path) does not answer ids=all: ask for its ids in bulk with fetch(ids:as:)"
    }
}
