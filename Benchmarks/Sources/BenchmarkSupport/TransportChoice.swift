// TransportChoice: the transports a benchmark measures side by side, named on a child process's command line.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transports a workload runs over: every row is measured over each, in the same run.
public enum TransportChoice: String, CaseIterable, Sendable {
    /// ``CurlTransport`` (Linux), spelled `curl` on a command line.
    case curl
    /// `URLSessionTransport`, spelled `urlsession` on a command line.
    case urlSession = "urlsession"

    /// The choices this platform has: `CurlTransport` only where libcurl is built in (Linux).
    public static var available: [TransportChoice] {
        #if os(Linux)
            allCases
        #else
            [.urlSession]
        #endif
    }

    /// The transport's type name, as the tables print it.
    public var name: String { self == .curl ? "CurlTransport" : "URLSessionTransport" }

    /// A new transport of this kind.
    public func make() -> any Transport {
        switch self {
        case .curl:
            #if os(Linux)
                CurlTransport()
            #else
                URLSessionTransport()
            #endif
        case .urlSession:
            URLSessionTransport()
        }
    }
}
