// RouteCheck: a domain-first route over loopback, every object checked against its fixture, key for key.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

/// Fetches every id of a model's route from the GW2 look-alike, then every object in bulk, and checks that each
/// object re-encodes with every key of its object in the catalogue `Fixtures/gw2/v2/<route>@ids=all.json`.
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
        #expect(!references.isEmpty, "\(Model.endpoint) lists no ids", sourceLocation: sourceLocation)
        let result = try await gw2.fetch(ids: references.map(\.id), as: Model.self)
        #expect(
            result.isComplete, "\(Model.endpoint): \(result.missingIDs) \(result.problems)",
            sourceLocation: sourceLocation
        )
        #expect(result.values.map(\.id) == references.map(\.id), sourceLocation: sourceLocation)
        for value in result.values {
            let lost = try Self.lostKeys(of: value, route: Model.endpoint.template, id: "\(value.id)")
            #expect(lost.isEmpty, "\(Model.self) \(value.id) lost \(lost)", sourceLocation: sourceLocation)
        }
        return result.values
    }

    /// The keys of the fixture object that `value` does not encode: the object with `id` in the catalogue
    /// `<route>@ids=all.json`, or without an id the whole fixture `<route>.json` (`<route>@<query>.json`).
    static func lostKeys(of value: some Encodable, route: String, id: String? = nil, query: String? = nil) throws
        -> [String]
    {
        let name = id != nil ? "\(route)@ids=all.json" : query.map { "\(route)@\($0).json" } ?? "\(route).json"
        let fixture = try JSONSerialization.jsonObject(
            with: Data(contentsOf: gw2Fixtures.appendingPathComponent("v2/\(name)")))
        let original: Any? =
            if let id { (fixture as? [[String: Any]])?.first { "\($0["id"] ?? "")" == id } } else { fixture }
        let again = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value))
        guard let original else { return ["(no fixture object \(id ?? "?") in \(name))"] }
        return Corpus.lostKeys(from: original, in: again)
    }
}
