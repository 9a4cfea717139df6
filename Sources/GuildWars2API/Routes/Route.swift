// GuildWars2.Route: every public route of /v2 by path, with the permissions its key needs.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A route of `/v2`: its path (`:name` marks a segment filled per request) and the key permissions it needs.
    ///
    /// Every public route has a constant, grouped as the wiki groups them (account, characters, game content,
    /// commerce, PvP, WvW, Wizard's Vault); ``all`` lists them. Request one with ``Endpoint/route(_:values:)``:
    /// ```swift
    /// let bank = try await gw2.fetch(.route(.accountBank), as: [GuildWars2.ItemSlot?].self)
    /// let bags = try await gw2.fetch(.route(.characterInventory, values: ["Zojja"]), as: JSONValue.self)
    /// ```
    public struct Route: Sendable, Hashable, CustomStringConvertible {
        /// The path under `v2`, such as `account/bank` or `characters/:name/inventory`.
        public let path: String
        /// The permissions the API key needs, `account` first; empty for public routes.
        public let permissions: [TokenInfo.Permission]
        /// Whether the route answers `?ids=all`.
        public let allowsAllIDs: Bool

        /// Describes a route.
        public init(_ path: String, permissions: [TokenInfo.Permission] = [], allowsAllIDs: Bool = false) {
            self.path = path
            self.permissions = permissions
            self.allowsAllIDs = allowsAllIDs
        }

        /// The path.
        public var description: String { path }

        /// Whether the route needs an API key.
        public var needsKey: Bool { !permissions.isEmpty }

        /// The path with its `:name` segments replaced by `values`, in order, each percent-escaped.
        ///
        /// - Throws: `RESTError.invalidRequest` when the number of values differs from the number of segments.
        public func filled(with values: [String]) throws(RESTError) -> String {
            var remaining = values[...]
            var parts: [String] = []
            for part in path.split(separator: "/") {
                guard part.hasPrefix(":") else {
                    parts.append(String(part))
                    continue
                }
                guard let value = remaining.popFirst() else {
                    throw .invalidRequest(reason: "the route \(path) needs a value for \(part)")
                }
                parts.append("\(segment: value)")
            }
            guard remaining.isEmpty else {
                throw .invalidRequest(
                    reason: "the route \(path) takes \(values.count - remaining.count) values, not \(values.count)")
            }
            return parts.joined(separator: "/")
        }

        /// Every public route of `/v2`.
        public static var all: [Route] {
            accountRoutes + characterRoutes + contentRoutes + guildRoutes + commerceRoutes + pvpRoutes + wvwRoutes
        }
    }
}
