// A typed keyed call under test: its route and a closure that makes it, for tables of calls.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

/// One typed call of the face and the route it asks, so a test can run every call of a group.
struct KeyedCall: Sendable, CustomStringConvertible {
    /// The route the call asks.
    let route: GuildWars2.Endpoint
    /// Makes the call and drops the answer.
    let run: @Sendable (GuildWars2) async throws -> Void

    init<Value>(_ route: GuildWars2.Endpoint, _ call: @escaping @Sendable (GuildWars2) async throws -> Value) {
        self.route = route
        self.run = { gw2 in _ = try await call(gw2) }
    }

    var description: String { route.template }

    /// The server path of the call as sent, its `:name` segments filled by `values` (ignored by a route without).
    func path(_ values: [String] = []) throws -> String {
        var remaining = values[...]
        let parts = route.template.split(separator: "/").map { part in
            part.hasPrefix(":") ? "\(segment: remaining.popFirst() ?? "")" : String(part)
        }
        return "/v2/" + parts.joined(separator: "/")
    }
}

/// Checks that a key with only `account` is refused each call before anything is sent, the error naming the route
/// and a permission the key lacks.
func expectRefusedWithLimitedKey(_ calls: [KeyedCall], values: [String] = [], at server: TestServer) async throws {
    let limited = try GuildWars2(route: server.baseURL, accessToken: "limited-key")
    for call in calls where call.route.permissions != [.account] {
        do {
            try await call.run(limited)
            Issue.record("\(call) answered a key without \(call.route.permissions)")
        } catch RESTError.invalidRequest(let reason) {
            let missing = call.route.permissions.dropFirst().map { "\($0.rawValue)" }
            #expect(missing.contains { reason.contains("\"\($0)") }, "\(call): \(reason)")
        } catch {
            Issue.record("\(call): \(error)")
        }
        #expect(try await server.stats(path: try call.path(values)).count == 0, "\(call) reached the server")
    }
}
