// Result+Values: a completion result's value and error as optionals.
import Foundation
import RESTChain
import Testing

struct ResultValuesTests {
    @Test func `a success has a value and no error`() {
        let result: Result<Int, RESTError> = .success(7)
        #expect(result.value == 7)
        #expect(result.error == nil)
    }

    @Test func `a failure has an error and no value`() {
        let result: Result<Int, RESTError> = .failure(.cancelled)
        #expect(result.value == nil)
        guard case .cancelled = result.error else {
            Issue.record("expected the cancelled error, got \(String(describing: result.error))")
            return
        }
    }
}
