// BulkAssembly: a bulk fetch's answers, one per request of up to 200 ids, put back in the order the ids were asked.
import Foundation
import RESTChain

/// Puts the answers of a bulk fetch's requests together into one ``GuildWars2/BulkResult``.
///
/// Each answer is sorted out as it arrives (``take(_:for:)``), while later requests are still in flight, so that
/// little is left once the last one is in. The API answers a request's ids in the order asked, so the usual answer
/// is taken as it is, without indexing tens of thousands of objects by id; an answer in another order, with ids
/// left out or added, is matched by id within its own request. Only ids asked more than once need the whole pull
/// indexed.
struct BulkAssembly<Value: Decodable & Sendable & Identifiable> where Value.ID: Decodable & Sendable {
    /// Every id asked, in order, duplicates kept.
    let ids: [Value.ID]
    /// The distinct ids, in the order first asked.
    let distinct: [Value.ID]
    /// The requests: `distinct` in runs of at most 200.
    let chunks: [[Value.ID]]
    /// The objects read from each request's answer, in the order of its ids; `nil` until it is taken.
    private var values: [ValueRun<Value>?]
    /// The ids each request's answer left out (and did not name as unreadable), in order.
    private var missing: [[Value.ID]]
    /// The objects each request's answer has that the model cannot read.
    private var problems: [[DecodingProblem<Value.ID>]]

    init(ids: [Value.ID]) {
        self.ids = ids
        let distinct = distinctInOrder(ids)
        self.distinct = distinct
        chunks = stride(from: 0, to: distinct.count, by: GuildWars2.maximumIDsPerRequest).map {
            Array(distinct[$0..<min($0 + GuildWars2.maximumIDsPerRequest, distinct.count)])
        }
        values = Array(repeating: nil, count: chunks.count)
        missing = Array(repeating: [], count: chunks.count)
        problems = Array(repeating: [], count: chunks.count)
    }

    /// Sorts out `answer`, the answer to the request for `chunks[index]`.
    mutating func take(_ answer: BulkAnswer<Value>, for index: Int) {
        let chunk = chunks[index]
        let readable = answer.values
        problems[index] = answer.problems
        if readable.hasIDs(chunk) {
            values[index] = readable
            return
        }
        let unreadable = Set(answer.problems.compactMap(\.id))
        let byID = Dictionary(readable.values.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = ValueRun<Value>(capacity: chunk.count)
        for id in chunk {
            if let value = byID[id] {
                ordered.append(value)
            } else if !unreadable.contains(id) {
                missing[index].append(id)
            }
        }
        values[index] = ordered
    }

    /// The result of every answer taken, moved out of the assembly: the objects in the order asked, duplicates kept.
    mutating func result() -> GuildWars2.BulkResult<Value> {
        // Each object is moved, never copied (a copy retains every reference the model holds).
        let runs = values.compactMap { $0 }
        values = []
        var ordered = [Value](unsafeUninitializedCapacity: runs.reduce(0) { $0 + $1.count }) { buffer, moved in
            for run in runs { moved += run.move(into: buffer, at: moved) }
        }
        if ids.count != distinct.count {
            let byID = Dictionary(ordered.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            ordered = ids.compactMap { byID[$0] }
        }
        var problems = Array(problems.joined())
        if problems.count > 1 {
            let order = Dictionary(distinct.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let rank = { (problem: DecodingProblem<Value.ID>) in problem.id.flatMap { order[$0] } ?? .max }
            problems.sort { rank($0) < rank($1) }
        }
        return GuildWars2.BulkResult(values: ordered, missingIDs: Array(missing.joined()), problems: problems)
    }
}

/// The distinct `ids`, in the order first asked; made for the usual id types, so that hashing 60 000 ids costs no
/// generic dispatch.
@specialized(where ID == Int)
@specialized(where ID == String)
private func distinctInOrder<ID: Hashable>(_ ids: [ID]) -> [ID] {
    var seen = Set<ID>(minimumCapacity: ids.count)
    var distinct: [ID] = []
    distinct.reserveCapacity(ids.count)
    for id in ids where seen.insert(id).inserted { distinct.append(id) }
    return distinct
}
