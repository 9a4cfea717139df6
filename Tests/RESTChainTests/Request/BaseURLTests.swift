// BaseURL and path building: normalisation, versions and clear errors.
import Foundation
import RESTChain
import Testing

struct BaseURLTests {
    @Test(arguments: [
        ("https://api.example.com/api", "users", "https://api.example.com/api/v2/users"),
        ("https://api.example.com/api/", "/users", "https://api.example.com/api/v2/users"),
        ("https://api.example.com/api///", "//users/2", "https://api.example.com/api/v2/users/2"),
        ("HTTP://api.example.com", "a b", "HTTP://api.example.com/v2/a%20b"),
    ])
    func `trailing and leading slashes are normalised`(base: String, path: String, expected: String) throws {
        let root = try BaseURL(base, version: .v(2))
        #expect(root.appending(path: path) == expected)
    }

    @Test func `a version is optional and may be custom`() throws {
        #expect(try BaseURL("https://x.test").appending(path: "a") == "https://x.test/a")
        #expect(
            try BaseURL("https://x.test", version: .custom("2024-01")).appending(path: "a")
                == "https://x.test/2024-01/a")
    }

    @Test(arguments: ["ftp://example.com", "example.com/api", "", "https://", "https://x.test/api?x=1", "mailto:a@b.c"])
    func `a base URL that is not http or https is refused with a clear error`(base: String) {
        #expect {
            _ = try RESTClient(baseURL: base)
        } throws: { error in
            guard case .invalidURL(let url, let reason) = error as? RESTError else { return false }
            return url == base && !reason.isEmpty
        }
    }

    @Test(arguments: ["http://127.0.0.1:99999", "http://127.0.0.1:0", "https://x.test:65536/api"])
    func `a base URL whose port cannot exist is refused at once, naming the port`(base: String) {
        let error = #expect(throws: RESTError.self) { _ = try RESTClient(baseURL: base) }
        guard case .invalidURL(let url, let reason)? = error else { return }
        #expect(url == base)
        #expect(reason.contains("port") && reason.contains("65535"))
    }

    @Test func `path escaping keeps one segment for user values`() {
        #expect(PathEscaping.escapeSegment("a/b c?d#e%") == "a%2Fb%20c%3Fd%23e%25")
        #expect(PathEscaping.escape("users/ann smith") == "users/ann%20smith")
    }
}
