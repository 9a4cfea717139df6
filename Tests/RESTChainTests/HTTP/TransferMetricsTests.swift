// TransferMetricsTests: the phases of an exchange from the moments a transport reports, and the HTTP version an
// ALPN name stands for.
import Foundation
import Testing

@testable import RESTChain

struct TransferMetricsTests {
    @Test func `moments measured from the start become phases that add up to the total`() {
        let metrics = TransferMetrics(
            nameResolved: .microseconds(100), connected: .microseconds(300), secured: .microseconds(1_300),
            firstByte: .microseconds(5_300), finished: .microseconds(6_000), isReusedConnection: false,
            httpVersion: "HTTP/2", remoteAddress: "10.0.0.1", remotePort: 443)
        #expect(metrics.nameLookup == .microseconds(100))
        #expect(metrics.connection == .microseconds(200))
        #expect(metrics.secureHandshake == .microseconds(1_000))
        #expect(metrics.waiting == .microseconds(4_000))
        #expect(metrics.receiving == .microseconds(700))
        #expect(metrics.total == .microseconds(6_000))
    }

    @Test func `a moment missing or out of order makes its phase zero and the phases still add up`() {
        // Plain HTTP: no handshake (libcurl reports 0, URLSession nothing); a first byte reported after the end.
        let metrics = TransferMetrics(
            nameResolved: nil, connected: .microseconds(400), secured: .zero, firstByte: .microseconds(9_000),
            finished: .microseconds(2_000), isReusedConnection: false, httpVersion: nil, remoteAddress: nil,
            remotePort: nil)
        #expect(metrics.nameLookup == .zero)
        #expect(metrics.connection == .microseconds(400))
        #expect(metrics.secureHandshake == .zero)
        #expect(metrics.waiting == .microseconds(1_600))
        #expect(metrics.receiving == .zero)
        #expect(metrics.total == .microseconds(2_000))
    }

    @Test func `the public initialiser sums its phases`() {
        let metrics = TransferMetrics(
            connection: .milliseconds(1), waiting: .milliseconds(20), receiving: .milliseconds(3),
            isReusedConnection: false)
        #expect(metrics.total == .milliseconds(24))
        #expect(metrics.nameLookup == .zero && metrics.secureHandshake == .zero)
    }

    @Test func `ALPN names become HTTP versions`() {
        #expect(TransferMetrics.httpVersion(alpn: "http/1.1") == "HTTP/1.1")
        #expect(TransferMetrics.httpVersion(alpn: "h2") == "HTTP/2")
        #expect(TransferMetrics.httpVersion(alpn: "H3") == "HTTP/3")
        #expect(TransferMetrics.httpVersion(alpn: "spdy/3") == nil)
        #expect(TransferMetrics.httpVersion(alpn: nil) == nil)
    }
}
