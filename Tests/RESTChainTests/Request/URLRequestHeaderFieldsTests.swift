// The one way RESTChain puts header fields on a URLRequest: replaced in any case, checked, or removed by name.
import Foundation
import Testing

@testable import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct URLRequestHeaderFieldsTests {
    private func request(_ fields: [String: String]) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://api.example.com/users")!)
        request.allHTTPHeaderFields = fields
        return request
    }

    @Test func `setting a field replaces one of the same name in any case and keeps the others`() throws {
        var request = request(["authorization": "Bearer old", "Accept": "application/json"])
        try request.setHeaderFields(["Authorization": "Bearer new", "X-Trace": "1"])
        let expected = ["Authorization": "Bearer new", "Accept": "application/json", "X-Trace": "1"]
        #expect(request.allHTTPHeaderFields == expected)
    }

    @Test func `setting fields on a request without any adds them as given`() throws {
        var request = URLRequest(url: URL(string: "https://api.example.com/users")!)
        try request.setHeaderFields(["X-API-KEY": "k", "If-None-Match": "\"v1\""])
        #expect(request.allHTTPHeaderFields == ["X-API-KEY": "k", "If-None-Match": "\"v1\""])
    }

    @Test func `an invalid field fails with its reason and sets nothing`() {
        var request = request(["Accept": "application/json"])
        do {
            try request.setHeaderFields(["X-Ok": "1", "X-Token": "secret\r\nX-Injected: 1"])
            Issue.record("an invalid value was set")
        } catch .invalidRequest(let reason) {
            #expect(reason == "the value of the header X-Token has a line break or another control character")
        } catch {
            Issue.record("unexpected error: \(error)")
        }
        #expect(request.allHTTPHeaderFields == ["Accept": "application/json"])
    }

    @Test func `removing fields by name leaves the rest, and a request without a match as it was`() {
        var request = request(["Authorization": "Bearer t", "cookie": "c=1", "Accept": "application/json"])
        request.removeHeaderFields(where: SensitiveData.isSecretHeader)
        #expect(request.allHTTPHeaderFields == ["Accept": "application/json"])
        request.removeHeaderFields(where: { $0 == "X-Absent" })
        #expect(request.allHTTPHeaderFields == ["Accept": "application/json"])
    }
}
