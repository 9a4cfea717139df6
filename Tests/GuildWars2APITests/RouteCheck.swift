// RouteCheck: a domain-first route over loopback, every object checked against its fixture, key for key.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

/// Fetches every id of a model's route from the GW2 look-alike, then every object in bulk, and checks that each
/// object re-encodes with every key of its fixture `Fixtures/gw2/v2/<route>@id=<id>.json`.
struct RouteCheck {
    let gw2: GuildWars2

    init(_ server: TestServer) throws {
        gw2 = try GuildWars2(route: server.baseURL)
    }

    /// Every object of `type`'s route, in the order the route lists them.
    func everything<Model: GuildWars2Object & Encodable>(
        _ type: Model.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [Model] {
        let references = try await gw2.fetch(Model.self)
        #expect(!references.isEmpty, "\(Model.route) lists no ids", sourceLocation: sourceLocation)
        let result = try await gw2.fetch(details: references)
        #expect(
            result.isComplete, "\(Model.route): \(result.missingIDs) \(result.problems)", sourceLocation: sourceLocation
        )
        #expect(result.values.map(\.id) == references.map(\.id), sourceLocation: sourceLocation)
        for value in result.values {
            let lost = try Self.lostKeys(of: value, route: Model.route.path, id: "\(value.id)")
            #expect(lost.isEmpty, "\(Model.self) \(value.id) lost \(lost)", sourceLocation: sourceLocation)
        }
        return result.values
    }

    /// The keys of the fixture `<route>@<query>.json` (or `<route>@id=<id>.json`) that `value` does not encode.
    static func lostKeys(of value: some Encodable, route: String, id: String? = nil, query: String? = nil) throws
        -> [String]
    {
        let name = query.map { "\(route)@\($0).json" } ?? id.map { "\(route)@id=\($0).json" } ?? "\(route).json"
        let fixture = try Data(contentsOf: gw2Fixtures.appendingPathComponent("v2/\(name)"))
        let original = try JSONSerialization.jsonObject(with: fixture)
        let again = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value))
        return Corpus.lostKeys(from: original, in: again)
    }
}
