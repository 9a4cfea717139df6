// FoundationParity: compares the tape and `RESTResponse.decode` with Foundation's JSONDecoder on one document.
import Foundation
import Testing

@testable import RESTChain

/// What the tape alone makes of `data`: `nil` when it leaves the document to Foundation.
func tapeOutcome<T: Decodable>(_ type: T.Type, _ data: Data) -> Result<T, any Error>? {
    JSONDecoder.decodeWithTape(T.self, from: data)
}

/// Checks the tape against Foundation on `data`: it never reads what Foundation refuses, whatever it reads equals
/// Foundation's value, and `RESTResponse.decode` ends as Foundation does. Returns whether the tape read it itself.
/// Foundation visits a `[String: …]`'s members in its dictionary's order, which differs from one decoding to the
/// next, so which of several failing members it reports is compared only with `comparingErrors`.
@discardableResult
func expectParity<T: Decodable & Equatable>(
    _ type: T.Type, _ data: Data, comparingErrors: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let (disagreements, readByTheTape) = parity(T.self, data, comparingErrors: comparingErrors)
    for disagreement in disagreements { Issue.record("\(disagreement)", sourceLocation: sourceLocation) }
    return readByTheTape
}

/// Every way the tape and `RESTResponse.decode` differ from Foundation on `data`, one line each (see
/// ``expectParity(_:_:comparingErrors:sourceLocation:)``), and whether the tape read `data` itself.
func parity<T: Decodable & Equatable>(
    _ type: T.Type, _ data: Data, comparingErrors: Bool = true
) -> (disagreements: [String], readByTheTape: Bool) {
    var disagreements: [String] = []
    let foundation = Result { try JSONDecoder().decode(T.self, from: data) }
    let text = String(decoding: data.prefix(200), as: UTF8.self)
    let tape = tapeOutcome(T.self, data)
    switch (foundation, tape) {
    case (.success(let expected), .success(let value)?) where value != expected:
        disagreements.append("the tape read \(value) as \(T.self) from \(text); Foundation \(expected)")
    case (.failure, .success(let value)?):
        disagreements.append("the tape read \(value) as \(T.self) from \(text); Foundation refuses it")
    case (.success(let expected), .failure(let error)?):
        disagreements.append("the tape failed (\(error)) where Foundation read \(expected) from \(text)")
    default:
        break
    }
    let response = RESTResponse(statusCode: 200, body: data)
    switch (foundation, Result { () throws(RESTError) in try response.decode(type: T.self) }) {
    case (.success(let expected), .success(let value)):
        if value != expected { disagreements.append("\(T.self) from \(text): decode \(value), Foundation \(expected)") }
    case (.failure(let expected as DecodingError), .failure(let error)) where comparingErrors:
        let foundationError = RESTError.decoding(DecodingFailure(expected, body: data, typeName: "\(T.self)"))
        if "\(error)" != "\(foundationError)" {
            disagreements.append("\(T.self) from \(text): decode threw \(error), Foundation \(foundationError)")
        }
    case (.failure, .failure):
        break
    case (let expected, let outcome):
        disagreements.append("\(T.self) from \(text): Foundation \(expected), RESTResponse.decode \(outcome)")
    }
    return (disagreements, (try? tape?.get()) != nil)
}

extension Result {
    /// The error, or `nil` for a value.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
