// WordPress.FailureReason: the transport's reasons apart from the site's, over loopback and from made failures.
import Foundation
import RESTChain
import TestSupport
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct FailureReasonTests {
    /// The failure of a response with `status` and a WordPress body of `code`.
    static func failure(_ status: Int, code: WordPress.ErrorCode?, headers: HTTPHeaders = [:]) -> RESTError {
        let body = code.map { WordPress.APIError(code: $0, message: "m", data: .init(status: status)) }
        let data = (try? body.map { try JSONEncoder().encode($0) }) ?? nil
        let response = RESTResponse(statusCode: status, headers: headers, body: data ?? Data(), url: nil)
        return .httpStatus(HTTPFailure(response: response, apiError: body))
    }

    @Test(arguments: [
        (401, WordPress.ErrorCode.notLoggedIn, WordPress.FailureReason.authenticationRequired),
        (401, .cannotCreate, .authenticationRequired),
        (401, .incorrectPassword, .authenticationRejected),
        (401, .invalidUsername, .authenticationRejected),
        (501, .applicationPasswordsDisabled, .authenticationRejected),
        (403, .forbidden, .forbidden),
        (403, .cannotEdit, .forbidden),
        (404, .postInvalidID, .wordPress(.postInvalidID)),
        (400, "my_plugin_code", .wordPress("my_plugin_code")),
    ])
    func `a WordPress body is classified by status and code`(
        status: Int, code: WordPress.ErrorCode, reason: WordPress.FailureReason
    ) {
        #expect(WordPress.FailureReason(Self.failure(status, code: code)) == reason)
    }

    @Test func `a server's own authentication wall and a bare 5xx`() {
        let wall = Self.failure(401, code: nil, headers: ["WWW-Authenticate": #"Basic realm="staging""#])
        #expect(WordPress.FailureReason(wall) == .authenticationRequired)
        #expect(WordPress.FailureReason(Self.failure(502, code: nil)) == .other)
        #expect(WordPress.FailureReason(RESTError.cancelled) == .other)
    }

    @Test(arguments: [
        (URLError.Code.timedOut, WordPress.FailureReason.timedOut),
        (.serverCertificateUntrusted, .tls), (.secureConnectionFailed, .tls),
        (.cannotConnectToHost, .offline), (.cannotFindHost, .offline), (.notConnectedToInternet, .offline),
        (.badServerResponse, .other),
    ])
    func `transport failures are told apart`(code: URLError.Code, reason: WordPress.FailureReason) {
        #expect(WordPress.FailureReason(RESTError.transport(URLError(code))) == reason)
        #expect(WordPress.FailureReason(URLError(code) as any Error) == reason)
    }

    @Test func `a refused connection is offline, over a real socket`() async throws {
        // Port 1 (tcpmux) is privileged and served by nothing here, so the connection is refused at once.
        let wp = try WordPress(route: "http://127.0.0.1:1/wp-json", transport: URLSessionTransport())
        do {
            _ = try await wp.get(endpoint: .posts).data()
            Issue.record("a closed port answered")
        } catch {
            #expect(WordPress.FailureReason(error) == .offline)
        }
    }
}
