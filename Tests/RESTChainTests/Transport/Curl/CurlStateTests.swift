// CurlStateTests: the curl transport's pure state — response head, collected body, error names and the exactly-once
// completion — without a socket (its redirect rule is tested in RedirectRuleTests).
#if os(Linux)
    import Foundation
    @testable import RESTChain
    import Testing

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    struct CurlStateTests {
        private func feed(_ lines: [String]) -> (CurlResponseHead, completedAt: Int?) {
            var head = CurlResponseHead()
            var completedAt: Int?
            for (index, line) in lines.enumerated() {
                let done = Array(line.utf8).withUnsafeBytes { head.take(line: $0) }
                if done { completedAt = index }
            }
            return (head, completedAt)
        }

        @Test func `an interim 100 head is dropped and the final head completes at its blank line`() {
            let (head, completedAt) = feed([
                "HTTP/1.1 100 Continue\r\n", "X-Interim: 1\r\n", "\r\n", "HTTP/1.1 201 Created\r\n",
                "Set-Cookie: a=1\r\n", "set-cookie: b=2\r\n", "Content-Length: 12\r\n", "\r\n", "X-Trailer: late\r\n",
            ])
            #expect(completedAt == 7)
            #expect(head.statusCode == 201 && head.isComplete && head.contentLength == 12)
            #expect(head.headers["X-Interim"] == nil && head.headers["X-Trailer"] == nil)
            #expect(head.headers["Set-Cookie"] == "a=1, b=2")
        }

        @Test func `a head cut before its blank line is not complete`() {
            let (head, completedAt) = feed(["HTTP/2 200\r\n", "Content-Type: application/json\r\n"])
            #expect(completedAt == nil && !head.isComplete && head.statusCode == 200)
        }

        @Test func `header names and values lose the spaces and tabs around them, not those inside or other bytes`() {
            let (head, _) = feed([
                "HTTP/1.1 200 OK\r\n", "X-Padded: \t a b \t\r\n", "Content-Length:  12 \r\n", " X-Space :v\r\n",
                "X-Empty:\r\n", "X-Colon: a:b\r\n", "X-Bytes: \u{A0}caf\u{E9}\r\n", "\r\n",
            ])
            #expect(head.headers["X-Padded"] == "a b" && head.contentLength == 12 && head.headers["X-Space"] == "v")
            #expect(head.headers["X-Empty"] == "" && head.headers["X-Colon"] == "a:b")
            #expect(head.headers["X-Bytes"] == "\u{A0}caf\u{E9}")
        }

        @Test func `a status code is the three digits after the version, else none`() {
            let codes: [(String, Int?)] = [
                ("HTTP/1.1 200 OK\r\n", 200), ("HTTP/2 204\r\n", 204), ("HTTP/1.1  404  Not Found\r\n", 404),
                ("HTTP/1.1 302 \t\r\n", 302), ("HTTP/1.1 2000 OK\r\n", nil), ("HTTP/1.1 20 OK\r\n", nil),
                ("HTTP/1.1 2x0 OK\r\n", nil), ("HTTP/1.1 -20 OK\r\n", nil), ("HTTP/1.1\r\n", nil),
                ("HTTP/1.1 200\tOK\r\n", nil),
            ]
            for (line, code) in codes {
                #expect(feed([line]).0.statusCode == code, "\(line.debugDescription)")
            }
        }

        @Test func `a Content-Encoding field is noticed on the line that brings it, in any case`() {
            var head = CurlResponseHead()
            var noticed: [Bool] = []
            for line in [
                "HTTP/1.1 200 OK\r\n", "content-encoding: gzip\r\n", "X-Other: 1\r\n", "Content-Encoding: br\r\n",
            ] {
                _ = Array(line.utf8).withUnsafeBytes { head.take(line: $0) }
                noticed.append(head.tookContentEncoding)
            }
            #expect(noticed == [false, true, false, true])
            #expect(head.headers["Content-Encoding"] == "gzip, br")
        }

        @Test func `an empty repeated field adds nothing to the value, so it never ends in a comma`() {
            // Fuzz/FailCases/response-head/empty-repeated-field: `X-A: 1` then `x-a:` gave "1, ".
            let (head, _) = feed(["HTTP/1.1 200 OK\r\n", "X-A: 1\r\n", "x-a:  \r\n", "X-B:\r\n", "X-B: 2\r\n", "\r\n"])
            #expect(head.headers["X-A"] == "1")
            #expect(head.headers["X-B"] == "2")
        }

        @Test func `the collected body refuses the piece that would pass the limit and a Content-Length above it`() {
            let body = CollectedBody(limit: 10, expectsBody: true) { RESTError.responseTooLarge(limit: 10, url: nil) }
            let accepted = Data(repeating: 1, count: 6).withUnsafeBytes { body.receive($0) }
            let refused = Data(repeating: 1, count: 5).withUnsafeBytes { body.receive($0) }
            guard case .accepted = accepted, case .refused = refused else {
                Issue.record("expected accepted then refused, got \(accepted), \(refused)")
                return
            }
            #expect(body.finish().isEmpty)
            let (announced, _) = feed(["HTTP/1.1 200 OK\r\n", "Content-Length: 11\r\n", "\r\n"])
            #expect(body.begin(announced) != nil)
            let head = CollectedBody(limit: 10, expectsBody: false) { RESTError.responseTooLarge(limit: 10, url: nil) }
            #expect(head.begin(announced) == nil)
        }

        @Test func `libcurl's failures are named as the URLErrors RetryPolicy knows`() {
            // libcurl's numbers (curl.h): OPERATION_TIMEDOUT 28, COULDNT_CONNECT 7, COULDNT_RESOLVE_HOST 6,
            // PARTIAL_FILE 18, RECV_ERROR 56, GOT_NOTHING 52, PEER_FAILED_VERIFICATION 60, SSL_CONNECT_ERROR 35.
            let names: [(UInt32, URLError.Code)] = [
                (28, .timedOut), (7, .cannotConnectToHost), (6, .cannotFindHost), (18, .networkConnectionLost),
                (56, .networkConnectionLost), (52, .badServerResponse), (60, .serverCertificateUntrusted),
                (35, .secureConnectionFailed),
            ]
            for (code, expected) in names {
                #expect(CurlFailure.code(forRawValue: code) == expected, "CURLcode \(code)")
            }
            for (code, _) in names.dropLast(2) {
                #expect(RetryPolicy.transientTransportFailures.contains(CurlFailure.code(forRawValue: code)))
            }
        }

        @Test func `a completion cancelled before it starts ends with CancellationError and never starts`() async {
            let completion = CurlCompletion()
            #expect(completion.cancel() == false)
            var started = true
            do {
                _ = try await withCheckedThrowingContinuation { started = completion.start($0) }
                Issue.record("expected a cancellation")
            } catch {
                #expect(error is CancellationError)
            }
            #expect(!started && completion.isFinished)
        }

        @Test func `a started completion is resumed once, whatever finishes or cancels it after`() async throws {
            let completion = CurlCompletion()
            let response = try await withCheckedThrowingContinuation { continuation in
                #expect(completion.start(continuation))
                #expect(completion.cancel())
                completion.finish(.success(RESTResponse(statusCode: 204)))
                completion.finish(.failure(CancellationError()))
            }
            #expect(response.statusCode == 204 && completion.isFinished && !completion.cancel())
        }
    }
#endif
