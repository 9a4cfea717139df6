// What the documentation snippet tests share: a recording transport and a lock-guarded box.
import RESTChain

/// A value guarded by a lock, for closures that record what they saw from any task.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    /// The current value.
    var value: Value { lock.withLock { stored } }

    /// Changes the value under the lock.
    func update(_ change: (inout Value) -> Void) {
        lock.withLock { change(&stored) }
    }
}

/// A transport that remembers every request it forwards, so a test can check what went on the wire.
struct RecordingTransport: Transport {
    let wrapped: any Transport
    let sent = Box<[URLRequest]>([])

    func send(_ request: TransportRequest) async throws -> RESTResponse {
        sent.update { $0.append(request.urlRequest) }
        return try await wrapped.send(request)
    }

    /// The absolute URLs sent so far, in order.
    var urls: [String] { sent.value.compactMap { $0.url?.absoluteString } }
}

/// Waits for `count` values from a stream fed by completion handlers.
func first<Value: Sendable>(_ count: Int, of stream: AsyncStream<Value>) async -> [Value] {
    var values: [Value] = []
    for await value in stream {
        values.append(value)
        if values.count == count { break }
    }
    return values
}

/// A JSON body as a stub response.
func jsonResponse(_ text: String, status: Int = 200, headers: HTTPHeaders = [:]) -> RESTResponse {
    RESTResponse(
        statusCode: status, headers: headers.merging(["Content-Type": "application/json"]), body: Data(text.utf8))
}
