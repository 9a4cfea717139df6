// TransportKind: the network transports every transport-level suite runs against, each a test argument.
import Foundation
@_spi(Testing) import RESTChain
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that talks to real sockets: the suites that test what a transport guarantees run once per kind.
enum TransportKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// ``CurlTransport`` (Linux).
    case curl
    /// ``URLSessionTransport``.
    case urlSession
    /// A transport of the user's that only passes every request on to the platform's default, as the `Transport`
    /// documentation's `RecordingTransport` does: it must get exactly the behaviour of what it wraps.
    case forwarding

    /// The kinds this platform has: libcurl's only where `CCurl` is built.
    static var available: [TransportKind] {
        #if os(Linux)
            [.curl, .urlSession]
        #else
            [.urlSession]
        #endif
    }

    /// The kinds the transport contract is proven over: every kind this platform has, and a forwarding wrapper.
    static var contract: [TransportKind] { available + [.forwarding] }

    /// The kinds that survive a response cut inside its header block: FoundationNetworking on Linux does not.
    static var survivingHeaderCuts: [TransportKind] {
        #if os(Linux)
            [.curl]
        #else
            [.urlSession]
        #endif
    }

    /// The kinds that pause a transfer whose body's reader is behind: FoundationNetworking on Linux cannot.
    static var pausingTransfers: [TransportKind] {
        #if os(Linux)
            [.curl]
        #else
            [.urlSession]
        #endif
    }

    var testDescription: String { rawValue }

    /// The most connections a transport of this kind opens to one host: its idle pool never holds more.
    var connectionsPerHost: Int {
        switch self {
        case .curl:
            #if os(Linux)
                CurlTransport.Configuration().maximumConnectionsPerHost
            #else
                0
            #endif
        case .urlSession: URLSessionTransport.defaultConfiguration().httpMaximumConnectionsPerHost
        case .forwarding: Self.available[0].connectionsPerHost
        }
    }

    /// A new transport of this kind, with connections of its own.
    func make() -> InstrumentedTransport {
        switch self {
        case .curl:
            #if os(Linux)
                let transport = CurlTransport()
                return InstrumentedTransport(transport: transport) { transport.transfersInFlight }
            #else
                fatalError("CurlTransport needs libcurl (Linux)")
            #endif
        case .urlSession:
            let transport = URLSessionTransport()
            return InstrumentedTransport(transport: transport) { transport.transfersInFlight }
        case .forwarding:
            let wrapped = Self.available[0].make()
            return InstrumentedTransport(
                transport: ForwardingTransport(wrapped: wrapped.transport), inFlight: wrapped.inFlight)
        }
    }
}

/// Passes every request on, unchanged, to the transport it wraps.
struct ForwardingTransport: Transport {
    let wrapped: any Transport

    func send(_ request: TransportRequest) async throws -> RESTResponse {
        try await wrapped.send(request)
    }

    func stream(_ request: TransportRequest) async throws -> StreamedResponse {
        try await wrapped.stream(request)
    }
}

/// A transport and the count of exchanges it still has in flight.
struct InstrumentedTransport: Sendable {
    let transport: any Transport
    let inFlight: @Sendable () -> Int

    /// The exchanges started whose caller has not been resumed yet.
    var transfersInFlight: Int { inFlight() }
}
