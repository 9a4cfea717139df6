// ExchangeMetricsTests: how `--print m` writes the connection and the phases of an exchange.
import RESTChain
import Testing

@testable import RESTChainCommands

struct ExchangeMetricsTests {
    @Test func `the connection and each phase are written in one line each, an IPv6 address in brackets`() {
        let metrics = TransferMetrics(
            nameLookup: .microseconds(1_500), connection: .microseconds(250), secureHandshake: .milliseconds(4),
            waiting: .milliseconds(20), receiving: .microseconds(1), isReusedConnection: false, httpVersion: "HTTP/2",
            remoteAddress: "::1", remotePort: 8443)
        #expect(
            ExchangePrinter.describe(metrics) == """
                Connection: [::1]:8443 (HTTP/2, new)
                Timing: lookup 1.500ms, connect 0.250ms, TLS 4.000ms, waiting 20.000ms, receiving 0.001ms

                """)
    }

    @Test func `a reused connection whose address is unknown says so`() {
        let metrics = TransferMetrics(waiting: .milliseconds(2), receiving: .zero, isReusedConnection: true)
        #expect(ExchangePrinter.describe(metrics).hasPrefix("Connection: unknown address (reused)\n"))
    }
}
