// Path escaping: whole paths keep `/` and existing escapes; segments escape everything that could change the route.
import Foundation
import Testing

@testable import RESTChain

struct PathEscapingTests {
    @Test(arguments: [
        ("users/2", "users/2"),
        ("files/a b?c#d", "files/a%20b%3Fc%23d"),
        ("files/50%20off", "files/50%20off"),
        ("files/100%", "files/100%25"),
        ("files/%zz", "files/%25zz"),
        ("files/%2", "files/%252"),
        ("matrix;v=1", "matrix%3Bv=1"),
        ("café/ü", "caf%C3%A9/%C3%BC"),
        ("a:b@c!$&'()*+,=-._~", "a:b@c!$&'()*+,=-._~"),
    ])
    func `a whole path keeps slashes and existing escapes and escapes the rest`(path: String, expected: String) {
        #expect(PathEscaping.escape(path) == expected)
    }

    @Test(arguments: [
        ("ann", "ann"),
        ("a/b c", "a%2Fb%20c"),
        ("50%20off", "50%2520off"),
        ("what?#", "what%3F%23"),
        ("東京", "%E6%9D%B1%E4%BA%AC"),
        ("", ""),
    ])
    func `a segment escapes slashes and every percent sign`(value: String, expected: String) {
        #expect(PathEscaping.escapeSegment(value) == expected)
    }

    @Test func `every escaped segment decodes back to the value it was made from`() {
        let values = ["a/b", "100%", "x y+z", "ü/ß?&=#", "%41", "\u{1F600}"]
        for value in values {
            #expect(PathEscaping.escapeSegment(value).removingPercentEncoding == value)
        }
    }

    @Test func `an encoder that keeps escapes only keeps well-formed ones`() {
        let encoder = PercentEncoder(allowing: "abc", keepsEscapes: true)
        #expect(encoder.encode("a%41b") == "a%41b")
        #expect(encoder.encode("a%4") == "a%25%34")
        #expect(encoder.encode("%") == "%25")
        #expect(encoder.encode("d") == "%64")
    }
}
