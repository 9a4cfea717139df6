// DownloadPlanTests: what a download asks for and what it makes of each answer, without a socket.
import Foundation
import Testing

@testable import RESTChain

struct DownloadPlanTests {
    private static let tag = DownloadPlan.Kept(size: 500, validator: "\"v1\"")
    private static let date = DownloadPlan.Kept(size: 500, validator: "Tue, 14 Nov 2023 22:13:20 GMT")

    private static func head(_ status: Int, _ headers: HTTPHeaders) -> RESTResponse {
        RESTResponse(statusCode: status, headers: headers, body: Data())
    }

    @Test func `nothing kept asks for the whole body and writes any answer from the first byte`() {
        let plan = DownloadPlan(kept: nil)
        #expect(plan.fields.isEmpty)
        #expect(plan.step(for: Self.head(200, [:])) == .save(from: 0))
        #expect(plan.step(for: Self.head(206, ["Content-Range": "bytes 0-9/10"])) == .save(from: 0))
        #expect(!plan.startsOver(afterRefusal: 416))
    }

    @Test func `kept bytes ask for the rest with their validator`() {
        #expect(DownloadPlan(kept: Self.tag).fields == ["Range": "bytes=500-", "If-Range": "\"v1\""])
    }

    private static let answers: [(range: String, etag: String?, step: DownloadPlan.Step)] = [
        ("bytes 500-999/1000", "\"v1\"", .save(from: 500)),
        ("bytes 500-999/1000", nil, .save(from: 500)),
        ("bytes 0-999/1000", "\"v1\"", .startOver),
        ("bytes 400-999/1000", "\"v1\"", .startOver),
        ("nonsense", "\"v1\"", .startOver),
        ("bytes 500-999/1000", "\"v2\"", .startOver),
    ]

    @Test(arguments: answers)
    func `a 206 continues the kept bytes only where they stop and of the same version`(
        range: String, etag: String?, step: DownloadPlan.Step
    ) {
        var headers: HTTPHeaders = ["Content-Range": range]
        if let etag { headers["ETag"] = etag }
        #expect(DownloadPlan(kept: Self.tag).step(for: Self.head(206, headers)) == step)
    }

    @Test func `a date validator is compared with Last-Modified, never with an ETag`() {
        let plan = DownloadPlan(kept: Self.date)
        let same = Self.head(
            206, ["Content-Range": "bytes 500-999/1000", "ETag": "\"x\"", "Last-Modified": Self.date.validator])
        let later = Self.head(
            206, ["Content-Range": "bytes 500-999/1000", "Last-Modified": "Wed, 15 Nov 2023 00:00:00 GMT"])
        #expect(plan.step(for: same) == .save(from: 500))
        #expect(plan.step(for: later) == .startOver)
    }

    @Test func `a whole answer to a range is written from the first byte`() {
        #expect(DownloadPlan(kept: Self.tag).step(for: Self.head(200, ["ETag": "\"v2\""])) == .save(from: 0))
    }

    @Test func `a 416 to a range starts over, and starting over forgets the kept bytes`() {
        let plan = DownloadPlan(kept: Self.tag)
        #expect(plan.startsOver(afterRefusal: 416))
        #expect(!plan.startsOver(afterRefusal: 404))
        let again = plan.forgettingKept()
        #expect(again.fields.isEmpty)
        #expect(!again.startsOver(afterRefusal: 416))
    }
}
