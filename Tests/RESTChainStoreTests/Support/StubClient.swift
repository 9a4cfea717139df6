// A client whose every GET answers with one fixed JSON body, for session tests without a socket.
import Foundation
import RESTChain

/// A client on a stub transport answering every request with `status` and `json`.
func stubClient(status: Int = 200, json: String) throws -> RESTClient {
    try RESTClient(
        baseURL: "https://api.example.com",
        transport: StubTransport { _ in RESTResponse(statusCode: status, body: Data(json.utf8)) })
}

/// Collects what a handler reports, for assertions after the call.
final class Reports<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ values: [Value]) {
        lock.lock()
        storage += values
        lock.unlock()
    }

    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
