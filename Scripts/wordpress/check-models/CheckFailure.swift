// CheckFailure: a failed expectation of the model checker, and `expect` to raise it.
import Foundation

/// A failed expectation.
enum CheckFailure: Error {
    /// What was expected and not found.
    case check(String)
}

/// Throws ``CheckFailure/check(_:)`` with `message` unless `condition` holds.
func expect(_ condition: Bool, _ message: String) throws {
    if !condition { throw CheckFailure.check(message) }
}
