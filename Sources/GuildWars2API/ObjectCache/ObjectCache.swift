// GuildWars2.ObjectCache: objects kept one by one, by route, language, schema and id, as long as the API says.
import Foundation

extension GuildWars2 {
    /// Objects of bulk fetches, kept one by one, so that a later fetch asks the API only for the ids it lacks.
    ///
    /// The HTTP cache keys whole answers by URL: `?ids=1,2,3` and `?ids=2,3,4` share nothing. This cache keeps each
    /// object of a public route under its route (with the client's query, so its language), its schema version,
    /// its model and its id, until the freshness its answer carried runs out (`Cache-Control: max-age`, else
    /// `Expires`). Routes that need an API key are never kept: their objects belong to one account.
    ///
    /// When the game updates, `/v2/build` changes and cached game data may be stale: ``GuildWars2/checkBuild()``
    /// empties the cache when the build it sees is not the one the cache was filled under, and a bulk fetch checks
    /// by itself once ``buildCheckInterval`` has passed since the last look.
    ///
    /// ```swift
    /// let gw2 = try GuildWars2().cachingObjects(in: GuildWars2.ObjectCache())
    /// let first = try await gw2.fetch(ids: Array(1...60_000), as: GuildWars2.Item.self)   // 300 requests
    /// let again = try await gw2.fetch(ids: Array(6_001...66_000), as: GuildWars2.Item.self) // 30 requests
    /// again.cachedCount  // 54 000
    /// ```
    public actor ObjectCache {
        /// The most objects kept; past it, expired objects go first, and then the new ones are not kept.
        public let capacity: Int
        /// How long a bulk fetch trusts the last look at `/v2/build`; `nil` never looks by itself.
        public let buildCheckInterval: Duration?
        /// The game build the objects were fetched under, once a look at `/v2/build` saw one.
        public private(set) var build: Int?
        /// When `/v2/build` was last looked at.
        private var buildCheckedAt: ContinuousClock.Instant?
        private var scopes: [Scope: [String: Entry]] = [:]
        /// How many objects are kept, expired ones included until they are pruned.
        public private(set) var count = 0

        /// An empty cache.
        ///
        /// - Parameters:
        ///   - capacity: The most objects kept, 200 000 by default (every item, skin and recipe of the game).
        ///   - buildCheckInterval: How often a bulk fetch looks at `/v2/build` by itself, 5 minutes by default.
        public init(capacity: Int = 200_000, buildCheckInterval: Duration? = .seconds(300)) {
            self.capacity = max(0, capacity)
            self.buildCheckInterval = buildCheckInterval
        }

        /// Forgets every object (the build seen stays).
        public func removeAll() {
            scopes = [:]
            count = 0
        }

        /// The fresh objects of `ids` in `scope`, by id.
        func values<Value: Sendable>(for ids: [String], in scope: Scope, at now: Date) -> [String: Value] {
            guard let entries = scopes[scope] else { return [:] }
            var found: [String: Value] = [:]
            for id in ids {
                if let entry = entries[id], entry.expiry > now, let value = entry.value as? Value { found[id] = value }
            }
            return found
        }

        /// Keeps `values` under their `ids` in `scope` until `expiry`; nothing when it is not after `now`.
        func store(_ values: [any Sendable], ids: [String], in scope: Scope, until expiry: Date, at now: Date) {
            guard expiry > now, !values.isEmpty else { return }
            if count + values.count > capacity { prune(at: now) }
            var entries = scopes.removeValue(forKey: scope) ?? [:]
            for (id, value) in zip(ids, values) where count < capacity || entries[id] != nil {
                if entries.updateValue(Entry(value: value, expiry: expiry), forKey: id) == nil { count += 1 }
            }
            scopes[scope] = entries
        }

        /// Records `seen` as the game's build, emptying the cache when it differs from the one before.
        ///
        /// - Returns: Whether the build changed (and the objects were forgotten).
        func note(build seen: Int) -> Bool {
            buildCheckedAt = .now
            defer { build = seen }
            guard let build, build != seen else { return false }
            removeAll()
            return true
        }

        /// Whether a bulk fetch should look at `/v2/build` first.
        var needsBuildCheck: Bool {
            guard let buildCheckInterval else { return false }
            guard let buildCheckedAt else { return true }
            return buildCheckedAt.duration(to: .now) >= buildCheckInterval
        }

        private func prune(at now: Date) {
            for (scope, entries) in scopes {
                let fresh = entries.filter { $0.value.expiry > now }
                count -= entries.count - fresh.count
                scopes[scope] = fresh.isEmpty ? nil : fresh
            }
        }
    }
}

extension GuildWars2.ObjectCache {
    /// Where objects are kept apart: the route and the client's query (its language), the schema, the model.
    struct Scope: Hashable, Sendable {
        let route: String
        let schema: String
        let model: ObjectIdentifier
    }

    struct Entry: Sendable {
        let value: any Sendable
        let expiry: Date
    }
}
