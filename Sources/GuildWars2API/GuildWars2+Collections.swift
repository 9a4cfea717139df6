// GuildWars2's collections: one call fetches a whole area of the game coherently.
import Foundation
import RESTChain

extension GuildWars2 {
    /// World vs. World around one world: its match and every world in it, linked to each other.
    public struct WvWCollection: Sendable {
        /// The world asked about.
        public let world: World
        /// The match the world plays in.
        public let match: WvWMatch
        /// Every world of the match, by id.
        public let worlds: [Int: World]

        /// The team the world plays for.
        public var team: Team? {
            if match.allWorlds.red.contains(world.id) { return .red }
            if match.allWorlds.green.contains(world.id) { return .green }
            if match.allWorlds.blue.contains(world.id) { return .blue }
            return nil
        }

        /// The worlds that play for `team`, in the match's order.
        public func worlds(of team: Team) -> [World] {
            let ids: [Int]
            switch team {
            case .red: ids = match.allWorlds.red
            case .green: ids = match.allWorlds.green
            case .blue: ids = match.allWorlds.blue
            default: ids = []
            }
            return ids.compactMap { worlds[$0] }
        }
    }

    /// Fetches the WvW match of `worldID` and every world in it, concurrently.
    ///
    /// - Throws: `RESTError` — `httpStatus` 404 for an unknown world.
    public func wvw(world worldID: Int) async throws(RESTError) -> WvWCollection {
        do {
            async let match = get(endpoint: .wvwMatchOfWorld(worldID)).decode(type: WvWMatch.self)
            async let allWorlds = get(endpoint: .worlds).query(ids: .all).decode(type: [World].self)
            let (fetchedMatch, fetchedWorlds) = try await (match, allWorlds)
            let byID = Dictionary(fetchedWorlds.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            guard let world = byID[worldID] else {
                throw RESTError.invalidRequest(reason: "world \(worldID) is not in /v2/worlds")
            }
            let members = fetchedMatch.allWorlds.red + fetchedMatch.allWorlds.green + fetchedMatch.allWorlds.blue
            return WvWCollection(
                world: world, match: fetchedMatch,
                worlds: byID.filter { members.contains($0.key) })
        } catch {
            throw RESTError(error)
        }
    }
}
