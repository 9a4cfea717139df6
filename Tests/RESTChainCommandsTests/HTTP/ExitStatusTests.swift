// ExitStatus: HTTPie's statuses, with curl's for the network failures HTTPie reports as 1.
import Foundation
import RESTChain
import Testing

@testable import RESTChainCommands

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct ExitStatusTests {
    @Test(arguments: [
        (URLError.Code.timedOut, Int32(2)), (.httpTooManyRedirects, 6), (.cannotConnectToHost, 7),
        (.cannotFindHost, 8), (.dnsLookupFailed, 8), (.secureConnectionFailed, 35), (.serverCertificateUntrusted, 60),
        (.serverCertificateHasBadDate, 60), (.clientCertificateRejected, 58), (.networkConnectionLost, 1),
        (.cannotLoadFromNetwork, 1),
    ])
    func `each transport failure has its exit status`(code: URLError.Code, status: Int32) {
        #expect(ExitStatus.of(RESTError.transport(URLError(code))) == status)
    }

    @Test func `an answer outside 2xx exits with its class, anything else 1`() {
        for (code, status) in [(301, Int32(3)), (404, 4), (503, 5)] {
            let failure = HTTPFailure(response: RESTResponse(statusCode: code))
            #expect(ExitStatus.of(.httpStatus(failure)) == status)
        }
        #expect(ExitStatus.of(RESTError.cancelled) == 130)
        #expect(ExitStatus.of(.invalidRequest(reason: "x")) == 1)
    }

    @Test func `the table in --help names every status`() {
        for status in ["0", "1", "2", "3", "4", "5", "6", "7", "8", "35", "58", "60", "130"] {
            let table = ExitStatus.table.replacingOccurrences(of: "\n", with: " ")
            let listed = table.contains(" \(status) ") || table.contains(" \(status),")
            #expect(listed, "\(status)")
        }
        #expect(HTTPCommands.get.help.contains(ExitStatus.table))
    }
}
