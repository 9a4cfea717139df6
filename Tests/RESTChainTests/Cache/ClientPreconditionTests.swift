// RFC 9111 §4.3.2: a caller's own If-None-Match or If-Modified-Since answered from a fresh stored 200.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

struct ClientPreconditionTests {
    /// The stored answer's validators: a strong `ETag` and a `Last-Modified` an hour before the epoch.
    private static let lastModified = httpDate(at(-3_600))

    /// A caller's preconditions and whether the cache answers them with `304` (else the stored `200`); none of
    /// them reaches the origin (http-tests/cache-tests conditional-etag-*-respond*, conditional-lm-fresh*).
    static let cases: [(label: String, fields: [String: String], notModified: Bool)] = [
        ("If-None-Match the stored tag", ["If-None-Match": #""abcdef""#], true),
        ("If-None-Match weak against strong", ["If-None-Match": #"W/"abcdef""#], true),
        ("If-None-Match first of a list", ["If-None-Match": #""abcdef", "1234", "5678""#], true),
        ("If-None-Match last of a list", ["If-None-Match": #""1234","5678" , "abcdef""#], true),
        ("If-None-Match *", ["If-None-Match": "*"], true),
        ("If-None-Match another tag", ["If-None-Match": #""1234""#], false),
        ("If-Modified-Since the Last-Modified", ["If-Modified-Since": lastModified], true),
        ("If-Modified-Since later", ["If-Modified-Since": httpDate(at(-60))], true),
        ("If-Modified-Since earlier", ["If-Modified-Since": httpDate(at(-7_200))], false),
        ("If-Modified-Since not a date", ["If-Modified-Since": "yesterday"], false),
        (
            "If-None-Match decides before If-Modified-Since",
            ["If-None-Match": #""1234""#, "If-Modified-Since": httpDate(at(-60))], false
        ),
    ]

    @Test(arguments: cases)
    func `a caller's own precondition is answered from a fresh entry`(
        check: (label: String, fields: [String: String], notModified: Bool)
    ) async throws {
        let origin = OriginStub([
            "Cache-Control": "max-age=3600", "ETag": #""abcdef""#, "Last-Modified": Self.lastModified,
            "Content-Type": "application/json",
        ])
        let api = try origin.client()
        let stored = try await api.get("thing").response()
        var request = api.get("thing").accepting(statusCodes: 200..<300, 304)
        for (name, value) in check.fields { request = request.setting(header: name, to: value) }
        let answer = try await request.response()
        #expect(await origin.count == 1, "\(check.label): answered by the cache")
        #expect(answer.cacheStatus == .hit, "\(check.label)")
        if check.notModified {
            #expect(answer.statusCode == 304 && answer.body.isEmpty, "\(check.label)")
            #expect(answer.headers["ETag"] == #""abcdef""# && answer.headers["Last-Modified"] == Self.lastModified)
            #expect(answer.headers["Cache-Control"] == "max-age=3600" && answer.headers["Age"] != nil)
            #expect(answer.headers["Content-Type"] == nil, "\(check.label): no body metadata on a 304")
        } else {
            #expect(answer.statusCode == 200 && answer.body == stored.body, "\(check.label)")
        }
    }

    @Test(arguments: ["If-Match", "If-Unmodified-Since", "If-Range"])
    func `a precondition only the origin can judge goes to the origin`(field: String) async throws {
        let origin = OriginStub(["Cache-Control": "max-age=3600", "ETag": #""abcdef""#])
        let api = try origin.client()
        _ = try await api.get("thing").response()
        let value = field == "If-Unmodified-Since" ? httpDate(Date()) : #""abcdef""#
        let answer = try await api.get("thing").setting(header: field, to: value).response()
        #expect(answer.statusCode == 200 && answer.cacheStatus == .miss)
        #expect(await origin.count == 2)
        #expect(await origin.requests.last?.value(forHTTPHeaderField: field) == value)
    }

    @Test(arguments: [203, 204, 301, 404, 410])
    func `a stored answer other than 200 is never turned into a 304`(status: Int) {
        let request = cacheRequest(headers: ["If-None-Match": #""abcdef""#])
        let stored = storedResponse(["Cache-Control": "max-age=3600", "ETag": #""abcdef""#], status: status)
        #expect(stored.response(status: .hit, for: request, at: cacheEpoch).statusCode == status)
        let ok = storedResponse(["Cache-Control": "max-age=3600", "ETag": #""abcdef""#])
        #expect(ok.response(status: .hit, for: request, at: cacheEpoch).statusCode == 304)
    }
}
