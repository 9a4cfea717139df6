// HTTPHeaders: names compared without regard to ASCII case, order kept, later values replace earlier ones.
import Foundation
import RESTChain
import Testing

struct HTTPHeadersTests {
    @Test func `a name is found in any case`() {
        let headers: HTTPHeaders = ["X-WP-Total": "42", "content-type": "application/json"]
        #expect(headers["x-wp-total"] == "42")
        #expect(headers["X-WP-TOTAL"] == "42")
        #expect(headers["Content-Type"] == "application/json")
        #expect(headers["X-WP-TotalPages"] == nil)
    }

    @Test func `setting a name in another case replaces the value and keeps the first spelling`() {
        var headers: HTTPHeaders = ["Accept": "text/html"]
        headers["ACCEPT"] = "application/json"
        #expect(Array(headers).map(\.name) == ["Accept"])
        #expect(headers["accept"] == "application/json")
    }

    @Test func `setting nil removes a field and fields keep their order`() {
        var headers: HTTPHeaders = ["B": "2", "A": "1", "C": "3"]
        headers["a"] = nil
        #expect(Array(headers).map(\.name) == ["B", "C"])
    }

    @Test func `names differing only outside ASCII letters are different names`() {
        let headers: HTTPHeaders = ["X-Über": "1", "X-Key_1": "2"]
        #expect(headers["x-über"] == nil)
        #expect(headers["X-Über"] == "1")
        #expect(headers["x-key_1"] == "2")
        #expect(headers["x-key-1"] == nil)
    }

    @Test func `merging puts the other headers on top`() {
        let base: HTTPHeaders = ["Accept": "*/*", "X-API-Key": "one"]
        let merged = base.merging(["x-api-key": "two", "Authorization": "Bearer t"])
        #expect(merged["X-API-KEY"] == "two")
        #expect(Array(merged).map(\.name) == ["Accept", "X-API-Key", "Authorization"])
    }
}
