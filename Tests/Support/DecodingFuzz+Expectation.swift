// The one check every face's decoding fuzz test makes: no crash, and every failure a typed one-line error.
import Testing

/// Fuzzes the targets and records an issue for every broken rule: an error other than `RESTError.decoding`, a
/// description over several lines, or a document no reading can accept (cut short, nested 10 000 deep) that decoded.
///
/// ```swift
/// let fixtures = gw2Fixtures.appendingPathComponent("v2")
/// try await expectDecodingSurvivesFuzz(
///     of: "GW2", [try FuzzTarget(fixture: "build.json", in: fixtures, type: GuildWars2.Build.self)], seed: 2005)
/// ```
///
/// - Parameters:
///   - api: The API's name, for the printed report.
///   - targets: The recorded responses and the types they decode into.
///   - seed: The seed every choice follows from.
///   - rounds: The variants per target and mutation.
///   - sourceLocation: Where an issue is recorded.
/// - Throws: Whatever `fuzzDecoding(_:seed:rounds:)` throws.
public func expectDecodingSurvivesFuzz(
    of api: String, _ targets: [FuzzTarget], seed: UInt64, rounds: Int = 40,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let report = try await fuzzDecoding(targets, seed: seed, rounds: rounds)
    #expect(report.violations.isEmpty, "\(report): \(report.violations.prefix(5))", sourceLocation: sourceLocation)
    #expect(report.refusedEveryInvalidDocument, "\(report)", sourceLocation: sourceLocation)
    print("\(api) decoding fuzz: \(report)")
}
