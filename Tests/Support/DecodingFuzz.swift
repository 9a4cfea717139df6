// DecodingFuzz: runs seeded broken variants of documents through a decoding call and checks every outcome.
import Foundation
import RESTChain

/// A document to break, and the public decoding call to run each broken variant through.
public struct FuzzTarget: Sendable {
    /// A name for messages, such as the fixture's file name.
    public let name: String
    /// The valid document.
    public let document: JSONValue
    /// Decodes the bytes; returns `nil` when they decoded, the error when not.
    public let decode: @Sendable (Data) -> RESTError?

    /// Creates a target from a valid JSON document.
    ///
    /// - Parameters:
    ///   - name: A name for messages.
    ///   - document: The valid JSON bytes.
    ///   - type: The type to decode into, through `RESTResponse.decode(type:decoder:)`.
    ///   - decoder: The decoder the API's client uses.
    /// - Throws: A `RESTError` when the document itself does not decode as `type`.
    public init<Value: Decodable & SendableMetatype>(
        name: String, document: Data, type: Value.Type, decoder: JSONDecoder = JSONDecoder()
    ) throws {
        let response = RESTResponse(statusCode: 200, body: document)
        _ = try response.decode(type: Value.self, decoder: decoder)
        self.name = name
        self.document = try response.decode(type: JSONValue.self)
        self.decode = { bytes in
            do {
                _ = try RESTResponse(statusCode: 200, body: bytes).decode(type: Value.self, decoder: decoder)
                return nil
            } catch {
                return RESTError(error)
            }
        }
    }
}

extension FuzzTarget {
    /// Creates a target from a recorded response.
    ///
    /// - Parameters:
    ///   - file: The fixture's path below `directory`; also the target's name.
    ///   - directory: The folder of recorded responses.
    ///   - type: The type to decode into.
    ///   - decoder: The decoder the API's client uses.
    /// - Throws: The file's read error, or a `RESTError` when the fixture does not decode as `type`.
    public init<Value: Decodable & SendableMetatype>(
        fixture file: String, in directory: URL, type: Value.Type, decoder: JSONDecoder = JSONDecoder()
    ) throws {
        let document = try Data(contentsOf: directory.appendingPathComponent(file))
        try self.init(name: file, document: document, type: type, decoder: decoder)
    }
}

/// What a fuzz run saw: how many variants decoded, how many failed properly, and every rule broken.
public struct FuzzReport: Sendable, CustomStringConvertible {
    /// The seed every choice followed from.
    public let seed: UInt64
    /// How many broken variants were decoded.
    public internal(set) var cases = 0
    /// How many failed with a proper error (`RESTError.decoding`, one line).
    public internal(set) var errors = 0
    /// Variants that broke a rule: an error other than `RESTError.decoding`, or a description over several lines.
    public internal(set) var violations: [String] = []
    /// Errors per mutation.
    public internal(set) var errorsByMutation: [JSONFuzzer.Mutation: Int] = [:]
    /// Cases per mutation.
    public internal(set) var casesByMutation: [JSONFuzzer.Mutation: Int] = [:]

    /// Whether every document that no reading can accept (cut short, nested 10 000 deep) was refused.
    public var refusedEveryInvalidDocument: Bool {
        [.truncation, .deepNesting].allSatisfy { (mutation: JSONFuzzer.Mutation) in
            (casesByMutation[mutation] ?? 0) > 0 && errorsByMutation[mutation] == casesByMutation[mutation]
        }
    }

    /// One line: the seed and the counts.
    public var description: String {
        let perMutation = JSONFuzzer.Mutation.allCases.map { "\($0.rawValue) \(errorsByMutation[$0] ?? 0)" }
        return "seed \(seed): \(cases) cases, \(errors) typed errors (\(perMutation.joined(separator: ", "))), "
            + "\(violations.count) violations"
    }
}

/// Runs `rounds` broken variants of each target for each mutation, all following from `seed`, on a thread of its
/// own under a watchdog: a crash or a hang ends the test process with the seed in its message; everything else is
/// counted in the report.
///
/// - Parameters:
///   - targets: The documents and their decoding calls.
///   - seed: The seed every choice follows from; the same seed gives the same cases.
///   - rounds: The variants per target and mutation.
/// - Returns: The counts and every broken rule.
/// - Throws: Whatever the thread throws (nothing today).
public func fuzzDecoding(_ targets: [FuzzTarget], seed: UInt64, rounds: Int) async throws -> FuzzReport {
    let watchdog = Watchdog(name: "decoding fuzz, seed \(seed)")
    watchdog.arm(seconds: 120, "\(targets.count) documents × \(rounds) rounds")
    defer { watchdog.stop() }
    return try await onOwnThread { fuzzDecodingHere(targets, seed: seed, rounds: rounds) }
}

private func fuzzDecodingHere(_ targets: [FuzzTarget], seed: UInt64, rounds: Int) -> FuzzReport {
    var fuzzer = JSONFuzzer(seed: seed)
    var report = FuzzReport(seed: seed)
    for target in targets {
        for mutation in JSONFuzzer.Mutation.allCases {
            for round in 0..<rounds {
                let bytes = fuzzer.mutate(target.document, with: mutation)
                report.cases += 1
                report.casesByMutation[mutation, default: 0] += 1
                guard let error = target.decode(bytes) else { continue }
                let texts = [error.description, String(reflecting: error), error.localizedDescription]
                let label = "seed \(seed), \(target.name), \(mutation.rawValue) #\(round)"
                guard case .decoding = error else {
                    report.violations.append("\(label): not a decoding error: \(error)")
                    continue
                }
                guard texts.allSatisfy({ !$0.contains { $0.isNewline } }) else {
                    report.violations.append("\(label): over several lines: \(texts)")
                    continue
                }
                report.errors += 1
                report.errorsByMutation[mutation, default: 0] += 1
            }
        }
    }
    return report
}
