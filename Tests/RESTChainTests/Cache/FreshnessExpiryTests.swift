// RESTResponse.freshnessExpiry: when what a response holds turns stale, by its own headers.
import Foundation
import RESTChain
import Testing

struct FreshnessExpiryTests {
    @Test(
        arguments: [
            (["Cache-Control": "public, max-age=300"], 300.0),
            (["Cache-Control": "max-age=300", "Age": "100"], 200),
            (["Cache-Control": "max-age=300", "Age": "900"], 0),
            (["Expires": httpDate(at(60)), "Date": httpDate(at(0))], 60),
            (["Expires": "0"], 0),
            (["Cache-Control": "max-age=300, no-cache"], 0),
            (["Cache-Control": "no-store"], 0),
            ([:], 0),
        ] as [(HTTPHeaders, TimeInterval)])
    func `a response stays fresh for its max-age or Expires, less its age, and never less than none`(
        headers: HTTPHeaders, seconds: TimeInterval
    ) {
        let response = RESTResponse(statusCode: 200, headers: headers)
        #expect(response.freshnessExpiry(receivedAt: at(0)) == at(seconds))
    }

    @Test func `a response whose Date is behind the clock has aged by the difference`() {
        let response = RESTResponse(
            statusCode: 200, headers: ["Cache-Control": "max-age=300", "Date": httpDate(at(-100))])
        #expect(response.freshnessExpiry(receivedAt: at(0)) == at(200))
    }
}
