// What a client and a transport still have in flight: test hooks that prove no request is left behind.
import Foundation

extension RESTClient {
    /// The distinct requests this client's in-flight registry still holds: shared GETs with a waiter attached.
    ///
    /// Zero once every call has returned, whatever the calls met (failures, cancellations, deadlines). For tests
    /// that prove nothing is left behind; import with `@_spi(Testing) import RESTChain`.
    @_spi(Testing) public var requestsInFlight: Int {
        get async { pipeline.registry.count }
    }
}

extension URLSessionTransport {
    /// The URLSession tasks this transport started whose completion has not arrived yet.
    ///
    /// A cancelled or refused transfer stays here until URLSession reports the task complete, which it does soon
    /// after; tests wait for zero with a time limit. Always zero for a transport made with ``init(session:)``.
    /// Import with `@_spi(Testing) import RESTChain`.
    @_spi(Testing) public var transfersInFlight: Int {
        delegate?.count ?? 0
    }
}
