// GuildWars2.Restrictions: API-wide parameters set once on the client (a world, a WvW team), used by routes taking them.
import Foundation

extension GuildWars2 {
    /// Parameters set once on the client and sent to every route that takes them, as Durmand Priory's
    /// `addRequestParameter` did.
    ///
    /// ```swift
    /// let mine = gw2.restricted(world: 1001)
    /// let match = try await mine.fetch(GuildWars2.WvWMatch.self)        // wvw/matches?world=1001
    /// ```
    /// In v2 the routes that take a world are `wvw/matches` and its `overview`, `scores` and `stats`; since the
    /// 2024 restructuring they take a WvW team id in the same `world` parameter. (v1's events, which the seed
    /// restricted by world, have no v2 route.)
    public struct Restrictions: Sendable, Hashable {
        /// The world to restrict to.
        public var world: Int?
        /// The WvW team (2024 restructuring) to restrict to; wins over ``world`` where both apply.
        public var wvwTeam: Int?

        /// No restriction.
        public init(world: Int? = nil, wvwTeam: Int? = nil) {
            self.world = world
            self.wvwTeam = wvwTeam
        }

        /// The routes that take a `world`.
        public static let worldRoutes: [Endpoint] = [.wvwMatches, .wvwMatchOverviews, .wvwMatchScores, .wvwMatchStats]

        /// The query items these restrictions add to `endpoint`: none when the route takes none of them.
        public func queryItems(for endpoint: Endpoint) -> [URLQueryItem] {
            guard Self.worldRoutes.contains(where: { $0.template == endpoint.template }), let value = wvwTeam ?? world
            else { return [] }
            return [URLQueryItem(name: "world", value: String(value))]
        }
    }

    /// A face whose requests to routes that take a world are restricted to `world`.
    public func restricted(world: Int) -> GuildWars2 {
        var face = self
        face.restrictions.world = world
        return face
    }

    /// A face whose requests to routes that take a WvW team are restricted to `team` (such as 11004).
    public func restricted(wvwTeam team: Int) -> GuildWars2 {
        var face = self
        face.restrictions.wvwTeam = team
        return face
    }
}
