// RESTError.isOriginFailure: the one rule the cache's stale-if-error and the store's offline fallback share.
import Foundation
import RESTChain
import Testing

struct OriginFailureTests {
    private static func status(_ code: Int) -> RESTError {
        .httpStatus(HTTPFailure(response: RESTResponse(statusCode: code, body: Data())))
    }

    @Test(arguments: [500, 502, 503, 504])
    func `a server error that a stored answer may stand in for is an origin failure`(code: Int) {
        #expect(Self.status(code).isOriginFailure)
    }

    @Test(arguments: [400, 404, 429, 501, 505])
    func `other statuses are not origin failures`(code: Int) {
        #expect(!Self.status(code).isOriginFailure)
    }

    @Test func `an unreachable origin is one, a cancellation or a bad request is not`() {
        #expect(RESTError.transport(URLError(.cannotConnectToHost)).isOriginFailure)
        #expect(!RESTError.cancelled.isOriginFailure)
        #expect(!RESTError.invalidRequest(reason: "no").isOriginFailure)
    }
}
