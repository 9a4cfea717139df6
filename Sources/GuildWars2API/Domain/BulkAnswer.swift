// BulkAnswer: one request's answer of a bulk fetch, read in one pass into the objects and the objects' problems.
import Foundation
import RESTChain

/// The objects of one answer to a bulk request, in the answer's order, and the problems of those the model could
/// not read, each element read as a ``GuildWars2/Decoded`` is.
///
/// Each object goes straight into ``values`` as it is read, instead of into an array of `Decoded` that would be
/// copied out object by object.
struct BulkAnswer<Value: Decodable & Sendable & Identifiable>: Decodable, Sendable, DecodingFailureNaming
where Value.ID: Decodable & Sendable {
    /// What a failure names: the list of objects the caller asked for, not this type that reads it.
    static var nameInDecodingFailures: String { "[\(Value.self)]" }

    /// The objects read, in the answer's order.
    var values = ValueRun<Value>()
    /// The objects the model could not read.
    var problems: [DecodingProblem<Value.ID>] = []

    /// No objects: an answer saying that none of the ids is known.
    init() {}

    /// Reads a JSON array of objects: each element's decoder, as `Decoded` reads it, goes straight to the model,
    /// so no `Decoded` is made (nor its type looked up) for each object.
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        values = ValueRun(capacity: container.count ?? 0)
        while !container.isAtEnd {
            let element = try container.superDecoder()
            do {
                values.append(try Value(from: element))
            } catch {
                problems.append(GuildWars2.Decoded<Value>.problem(error, in: element))
            }
        }
    }
}
