// CurlDescriptionTests: TransportRequest.curlDescription — secrets redacted unless asked, every word read back by
// /bin/sh as it was meant (hostile header values too), each kind of body, and a compressed body that curl sends
// to a loopback server as RESTChain would.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(2)))
struct CurlDescriptionTests {
    /// The words `/bin/sh` passes to curl for `line`: `curl` is a shell function there that prints each argument
    /// followed by a NUL, so nothing is sent and nothing but the quoting decides what comes back.
    private static func words(of line: String) async throws -> [String] {
        let script = #"curl() { for word in "$@"; do printf '%s\0' "$word"; done; }; "# + line
        let output = try await onOwnThread { try Shell.output(of: script) }
        return String(decoding: output, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    private static func request(
        _ url: String, method: String = "GET", headers: [String: String] = [:], body: Data? = nil
    ) throws -> URLRequest {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        return request
    }

    @Test func `secrets print as the placeholder unless asked for`() throws {
        let request = TransportRequest(
            try Self.request(
                "https://ann:pw-secret@api.example.com/x?page=2&access_token=tok-secret",
                headers: [
                    "Authorization": "Bearer auth-secret", "Cookie": "sid=cookie-secret",
                    "Proxy-Authorization": "Basic proxy-secret", "X-Trace": "trace-1",
                ]))
        let hidden = request.curlDescription()
        for secret in ["pw-secret", "tok-secret", "auth-secret", "cookie-secret", "proxy-secret"] {
            #expect(!hidden.contains(secret), "\(hidden)")
        }
        #expect(hidden.contains("'Authorization: <redacted>'") && hidden.contains("'Cookie: <redacted>'"), "\(hidden)")
        #expect(hidden.contains("ann:<redacted>@api.example.com") && hidden.contains("page=2"), "\(hidden)")
        #expect(hidden.contains("'X-Trace: trace-1'"), "\(hidden)")
        let shown = request.curlDescription(showingSecrets: true)
        for secret in ["pw-secret", "tok-secret", "auth-secret", "cookie-secret", "proxy-secret"] {
            #expect(shown.contains(secret), "\(shown)")
        }
        #expect(!shown.contains(Redactor.placeholder))
    }

    @Test func `hostile header values and bodies come back from the shell word for word`() async throws {
        let hostile = #"it's "$(echo pwned)" `id` $HOME; a|b & c > d \ * ~ ? !x"#
        let body = #"{"quote": "'", "dollar": "$PATH", "tick": "`"}"#
        let request = TransportRequest(
            try Self.request(
                "http://127.0.0.1:9/a%20b?q=x&y=$z", method: "PATCH", headers: ["X-Hostile": hostile, "X-Empty": ""],
                body: Data(body.utf8)))
        let words = try await Self.words(of: request.curlDescription())
        #expect(
            words == [
                "-X", "PATCH", "http://127.0.0.1:9/a%20b?q=x&y=$z", "-H", "X-Empty;", "-H", "X-Hostile: \(hostile)",
                "--data-raw", body,
            ])
    }

    @Test func `each kind of body goes the way curl can send it`() async throws {
        let url = "http://127.0.0.1:9/upload"
        let text = TransportRequest(try Self.request(url, method: "POST", body: Data("a=1".utf8)))
        #expect(try await Self.words(of: text.curlDescription()) == [url, "--data-raw", "a=1"])

        let bytes = TransportRequest(try Self.request(url, method: "POST", body: Data([0x1F, 0x8B, 0, 0xFF])))
        #expect(try await Self.words(of: bytes.curlDescription()) == [url, "--data-binary", "@-"])

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("an export's copy.csv")
        let fromFile = TransportRequest(
            try Self.request(url, method: "PUT"), body: UploadBody(.file(file), length: 10))
        let fileWords = try await Self.words(of: fromFile.curlDescription())
        #expect(fileWords == ["-X", "PUT", url, "--data-binary", "@" + file.path])

        let chunks = AsyncChunkSequence(Data("x".utf8))
        let stream = TransportRequest(
            try Self.request(url, method: "POST"), body: UploadBody(.stream(chunks), length: nil))
        #expect(try await Self.words(of: stream.curlDescription()) == ["-X", "POST", url, "-T", "-"])

        let head = TransportRequest(try Self.request(url, method: "HEAD", headers: ["Accept-Encoding": "gzip"]))
        #expect(try await Self.words(of: head.curlDescription()) == ["-I", url, "--compressed"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/curl"), "curl is not installed"))
    func `a compressed body, fed to the printed command, reaches the server as RESTChain sends it`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let captured = CapturingTransport()
        let api = try RESTClient(baseURL: server.baseURL, transport: captured)
            .configured { $0.requestBodyCompression = .gzip }
        let text = String(repeating: #"{"name": "Ann", "role": "editor"},"#, count: 200)
        _ = try await api.post("inflate", body: .text(text)).setting(header: "Authorization", to: "Bearer t")
            .acceptingAnyStatusCode().data()
        let request = try #require(await captured.first)
        let line = request.curlDescription(showingSecrets: true)
        #expect(line.contains("'Content-Encoding: gzip'") && line.hasSuffix("--data-binary @-"), "\(line)")

        let body = FileManager.default.temporaryDirectory.appendingPathComponent("gzip-\(UUID().uuidString).bin")
        try (request.urlRequest.httpBody ?? Data()).write(to: body)
        defer { try? FileManager.default.removeItem(at: body) }
        let output = try await onOwnThread { try Shell.output(of: line + " --silent < " + ShellWord.quoted(body.path)) }
        let received = try JSONDecoder().decode(Inflated.self, from: output)
        #expect(received.coding == "gzip" && received.length == text.utf8.count, "\(received)")
        #expect(received.text.hasPrefix(#"{"name": "Ann""#))
    }
}

/// What the test server's `/inflate` reports: the coding, the decompressed length, the start of the text.
private struct Inflated: Decodable {
    let coding: String
    let length: Int
    let text: String
}

/// Keeps the requests it is given and answers 204, sending nothing.
private actor CapturingTransport: Transport {
    private var requests: [TransportRequest] = []

    var first: TransportRequest? { requests.first }

    func send(_ request: TransportRequest) async throws -> RESTResponse {
        requests.append(request)
        return RESTResponse(statusCode: 204, body: Data(), url: request.url)
    }
}
