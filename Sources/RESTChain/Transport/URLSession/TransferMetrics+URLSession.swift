// TransferMetrics+URLSession: the metrics URLSession collects for a task, as the TransferMetrics of its response.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension TransferMetrics {
    /// The metrics of the last exchange `metrics` describes on the network (after redirects, the final one); `nil`
    /// when it holds none, as FoundationNetworking's on Linux never do.
    ///
    /// URLSession's connection ends after its TLS handshake, so the connection is timed up to the handshake's start.
    init?(_ metrics: URLSessionTaskMetrics) {
        guard
            let exchange = metrics.transactionMetrics.last(where: { $0.resourceFetchType == .networkLoad }),
            let start = exchange.fetchStartDate, let end = exchange.responseEndDate
        else { return nil }
        func since(_ date: Date?) -> Duration? { date.map { .seconds($0.timeIntervalSince(start)) } }
        let isReused = exchange.isReusedConnection
        self.init(
            nameResolved: isReused ? nil : since(exchange.domainLookupEndDate),
            connected: isReused ? nil : since(exchange.secureConnectionStartDate ?? exchange.connectEndDate),
            secured: isReused ? nil : since(exchange.secureConnectionEndDate),
            firstByte: since(exchange.responseStartDate), finished: .seconds(end.timeIntervalSince(start)),
            isReusedConnection: isReused, httpVersion: Self.httpVersion(alpn: exchange.networkProtocolName),
            remoteAddress: exchange.remoteAddress,
            // An `Int` on Apple platforms, a `String` in FoundationNetworking.
            remotePort: exchange.remotePort.flatMap { Int("\($0)") })
    }

    /// The version an ALPN protocol name stands for (`http/1.1`, `h2`, `h3`), as ``httpVersion`` spells it.
    static func httpVersion(alpn name: String?) -> String? {
        switch name?.lowercased() {
        case "http/1.0": "HTTP/1.0"
        case "http/1.1": "HTTP/1.1"
        case "h2", "h2c": "HTTP/2"
        case "h3": "HTTP/3"
        default: nil
        }
    }
}
