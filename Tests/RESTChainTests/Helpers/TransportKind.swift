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

    /// The kinds this platform has: libcurl's only where `CCurl` is built.
    static var available: [TransportKind] {
        #if os(Linux)
            allCases
        #else
            [.urlSession]
        #endif
    }

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
        }
    }
}

/// A transport and the count of exchanges it still has in flight.
struct InstrumentedTransport: Sendable {
    let transport: any Transport
    let inFlight: @Sendable () -> Int

    /// The exchanges started whose caller has not been resumed yet.
    var transfersInFlight: Int { inFlight() }
}
