// Query encoding: odd values arrive exactly as given.
import Foundation
import RESTChain
import Testing

struct QueryEncodingTests {
    @Test(arguments: [
        ("a b", "a%20b"), ("x&y=z", "x%26y%3Dz"), ("1+1", "1%2B1"), ("café ☕", "caf%C3%A9%20%E2%98%95"),
        ("1,2,3", "1,2,3"), ("~-._", "~-._"), ("/?#", "%2F%3F%23"),
    ])
    func `odd values are percent-encoded strictly`(raw: String, encoded: String) {
        #expect(QueryEncoding.escape(raw) == encoded)
        #expect(QueryEncoding.decode("k=\(encoded)").first?.value == raw)
    }

    @Test func `items keep their order and valueless items keep their name`() {
        let items = [
            URLQueryItem(name: "b", value: "2"), URLQueryItem(name: "a", value: nil),
            URLQueryItem(name: "b", value: "3"),
        ]
        #expect(QueryEncoding.encode(items) == "b=2&a&b=3")
    }
}
