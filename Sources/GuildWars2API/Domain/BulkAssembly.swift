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
    /// The objects read from each request's answer, in the order of its ids.
    private var values: [[Value]]
    /// The ids each request's answer left out (and did not name as unreadable), in order.
    private var missing: [[Value.ID]]
    /// The objects each request's answer has that the model cannot read.
    private var problems: [[DecodingProblem<Value.ID>]]

    init(ids: [Value.ID]) {
        self.ids = ids
        var seen = Set<Value.ID>(minimumCapacity: ids.count)
        let distinct = ids.filter { seen.insert($0).inserted }
        self.distinct = distinct
        chunks = stride(from: 0, to: distinct.count, by: GuildWars2.maximumIDsPerRequest).map {
            Array(distinct[$0..<min($0 + GuildWars2.maximumIDsPerRequest, distinct.count)])
        }
        values = Array(repeating: [], count: chunks.count)
        missing = Array(repeating: [], count: chunks.count)
        problems = Array(repeating: [], count: chunks.count)
    }

    /// Sorts out `answer`, the answer to the request for `chunks[index]`.
    mutating func take(_ answer: BulkAnswer<Value>, for index: Int) {
        let chunk = chunks[index]
        let readable = answer.values
        problems[index] = answer.problems
        // Compared by index, not zipped: zipping would copy each object out of the array to read its id.
        if readable.count == chunk.count, readable.indices.allSatisfy({ readable[$0].id == chunk[$0] }) {
            values[index] = readable
            return
        }
        let unreadable = Set(answer.problems.compactMap(\.id))
        let byID = Dictionary(readable.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in chunk {
            if let value = byID[id] {
                values[index].append(value)
            } else if !unreadable.contains(id) {
                missing[index].append(id)
            }
        }
    }

    /// The result of every answer taken, moved out of the assembly: the objects in the order asked, duplicates kept.
    mutating func result() -> GuildWars2.BulkResult<Value> {
        // Each object is moved, never copied (a copy retains every reference the model holds): the runs are
        // emptied from the back, and the whole is turned around once.
        var ordered: [Value] = []
        ordered.reserveCapacity(distinct.count)
        while var run = values.popLast() {
            while let value = run.popLast() { ordered.append(value) }
        }
        ordered.reverse()
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
