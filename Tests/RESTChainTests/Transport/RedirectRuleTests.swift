// RedirectRuleTests: where a redirect leads, by the one rule CurlTransport and the restchain command follow.
import Foundation
import RESTChain
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct RedirectRuleTests {
    private let transports = RedirectRule(repeatedBodies: .returned)
    private let command = RedirectRule(repeatedBodies: .resent)

    private static func redirect(_ status: Int, to location: String) -> RESTResponse {
        RESTResponse(statusCode: status, headers: ["Location": location])
    }

    private static func request(_ method: String, body: String? = nil) throws -> URLRequest {
        var request = URLRequest(url: try #require(URL(string: "http://a.test/form")))
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        return request
    }

    @Test func `a 303 becomes a GET without a body, a 307 of a POST is not followed, a cross-origin hop drops secrets`()
        throws
    {
        var post = try Self.request("POST", body: "x=1")
        post.setValue("Bearer s", forHTTPHeaderField: "Authorization")
        post.setValue("kept", forHTTPHeaderField: "X-Trace")
        let next = try #require(transports.next(after: Self.redirect(303, to: "/done"), of: post)?.request)
        #expect(next.url?.absoluteString == "http://a.test/done" && next.httpMethod == "GET" && next.httpBody == nil)
        #expect(next.value(forHTTPHeaderField: "Authorization") == "Bearer s")
        #expect(transports.next(after: Self.redirect(307, to: "/again"), of: post) == nil)
        let away = Self.redirect(302, to: "https://b.test/x")
        let nextURL = try #require(next.url)
        let other = try #require(transports.next(after: away, of: URLRequest(url: nextURL))?.request)
        #expect(other.url?.host == "b.test")
        var get = post
        get.httpMethod = "GET"
        get.httpBody = nil
        let crossed = try #require(transports.next(after: away, of: get)?.request)
        #expect(crossed.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(crossed.value(forHTTPHeaderField: "X-Trace") == "kept")
        #expect(transports.next(after: Self.redirect(302, to: "ftp://c.test"), of: get) == nil)
    }

    @Test(arguments: [303, 302, 301])
    func `a POST made a GET loses every header that describes its body, whatever the method's case`(status: Int)
        throws
    {
        var post = try Self.request("post", body: "x=1")
        let described = ["Content-Type", "Content-Length", "Content-Encoding", "Content-Language", "Transfer-Encoding"]
        for name in described { post.setValue("x", forHTTPHeaderField: name) }
        post.setValue("kept", forHTTPHeaderField: "Accept")
        for rule in [transports, command] {
            let next = try #require(rule.next(after: Self.redirect(status, to: "/done"), of: post, upload: nil))
            #expect(next.request.httpMethod == "GET" && next.request.httpBody == nil && next.upload == nil)
            #expect(described.allSatisfy { next.request.value(forHTTPHeaderField: $0) == nil })
            #expect(next.request.value(forHTTPHeaderField: "Accept") == "kept")
        }
    }

    @Test(arguments: [307, 308])
    func `a 307 or 308 of a body is returned by the transports' rule and sent again by the command's`(status: Int)
        throws
    {
        let bytes = try Self.request("POST", body: "{}")
        let put = try Self.request("PUT")
        let file = UploadBody(.file(URL(fileURLWithPath: "/tmp/body.json")), length: 2)
        #expect(transports.next(after: Self.redirect(status, to: "/next"), of: bytes) == nil)
        #expect(
            transports.next(after: Self.redirect(status, to: "/next"), of: put, upload: file) == nil)
        let again = try #require(command.next(after: Self.redirect(status, to: "/next"), of: bytes))
        #expect(again.request.httpMethod == "POST" && again.request.httpBody == Data("{}".utf8))
        let filed = try #require(
            command.next(after: Self.redirect(status, to: "/next"), of: put, upload: file))
        #expect(filed.request.httpMethod == "PUT" && filed.upload != nil)
    }

    @Test(arguments: [301, 302, 307, 308])
    func `a redirect that keeps the method of a one-shot body is returned by either rule`(status: Int) throws {
        let stream = UploadBody(.stream(AsyncChunkSequence(Data("{}".utf8))), length: 2)
        var drained = try Self.request("PUT")
        drained.httpBodyStream = InputStream(data: Data("{}".utf8))
        for rule in [transports, command] {
            #expect(
                rule.next(after: Self.redirect(status, to: "/next"), of: try Self.request("PUT"), upload: stream) == nil
            )
            #expect(rule.next(after: Self.redirect(status, to: "/next"), of: drained) == nil)
        }
    }

    @Test func `too many redirects is a URLError naming the URL asked for`() throws {
        let url = try #require(URL(string: "http://a.test/loop"))
        let error = RedirectRule.tooManyRedirects(url)
        #expect(error.code == .httpTooManyRedirects && error.failingURL == url)
    }
}
