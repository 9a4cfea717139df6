// RESTError.transport descriptions: common URLErrors said in words, with the URL that failed.
import Foundation
import RESTChain
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct URLErrorSummaryTests {
    @Test(arguments: [
        (URLError.Code.timedOut, "the request timed out"),
        (.cannotConnectToHost, "could not connect to the server"),
        (.cannotFindHost, "the server's name could not be resolved"),
        (.networkConnectionLost, "the connection was lost"),
        (.httpTooManyRedirects, "too many redirects (a redirect loop?)"),
        (.secureConnectionFailed, "the TLS connection failed"),
        (.serverCertificateUntrusted, "the server's certificate was not trusted"),
    ])
    func `a common URLError is described in words`(code: URLError.Code, words: String) {
        let url = URL(string: "https://api.example.com/users")!
        let error = URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: url])
        #expect(RESTError.transport(error).description == "Transport error \(code.rawValue) (\(url)): \(words)")
    }

    @Test func `an error without a URL is described without one`() {
        #expect(
            RESTError.transport(URLError(.notConnectedToInternet)).description
                == "Transport error -1009: there is no network connection")
    }

    @Test func `an uncommon code falls back to Foundation's own description`() {
        let error = URLError(.fileDoesNotExist)
        #expect(RESTError.transport(error).description.hasSuffix(error.localizedDescription))
    }
}
