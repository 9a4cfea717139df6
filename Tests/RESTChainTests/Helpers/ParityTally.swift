// ParityTally: counts a differential suite's comparisons with Foundation and keeps every disagreement.
import Foundation
import Testing

@testable import RESTChain

/// The comparisons a differential suite made and every way RESTChain differed from `JSONDecoder` in them.
struct ParityTally {
    private(set) var cases = 0
    private(set) var disagreements: [String] = []

    /// Compares decoding `data` as `type` through the tape and `RESTResponse.decode` with `JSONDecoder`'s.
    mutating func compare<T: Decodable & Equatable>(_ type: T.Type, _ data: Data, comparingErrors: Bool = true) {
        cases += 1
        disagreements += parity(T.self, data, comparingErrors: comparingErrors).disagreements
    }

    /// Compares decoding `json` as `type`.
    mutating func compare<T: Decodable & Equatable>(_ type: T.Type, _ json: String, comparingErrors: Bool = true) {
        compare(T.self, Data(json.utf8), comparingErrors: comparingErrors)
    }

    /// Records one issue naming how many of the cases disagreed and the first few, when any did; and one when
    /// fewer than `minimum` cases were compared, so that a table that shrinks by mistake is seen.
    func expectNoDisagreement(atLeast minimum: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(cases >= minimum, "only \(cases) cases compared", sourceLocation: sourceLocation)
        #expect(
            disagreements.isEmpty,
            "\(disagreements.count) of \(cases) cases differ from JSONDecoder:\n\(disagreements.prefix(25).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }
}

/// A decoded value compared by its spelling, so that `-0.0` and `0.0` (equal as numbers) differ.
struct Spelled<Value: Decodable>: Decodable, Equatable {
    let value: Value

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Value.self)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { "\(lhs.value)" == "\(rhs.value)" }
}
