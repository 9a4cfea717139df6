// MediaTypeParametersTests: the charset of a Content-Type, quoted strings and escapes included.
import Foundation
import Testing

@testable import RESTChain

struct MediaTypeParametersTests {
    private func charset(_ contentType: String) -> String? {
        RESTResponse(statusCode: 200, headers: ["Content-Type": contentType]).charset
    }

    @Test func `a semicolon inside another parameter's quotes names no charset`() {
        // Fuzz/FailCases/content-type/semicolon-in-quoted-parameter: this read as the charset "x".
        #expect(charset("text/html; a=\"b;charset=x\"") == nil)
        #expect(charset("text/html; a=\"b;charset=x\"; charset=UTF-8") == "utf-8")
    }

    @Test func `a charset is read as a token or a quoted string, without case or blanks`() {
        #expect(charset("application/json; charset=UTF-8") == "utf-8")
        #expect(charset("text/plain;CHARSET = \"ISO-8859-1\" ; format=flowed") == "iso-8859-1")
        #expect(charset("text/plain; charset=\"a\\\"b\"") == "a\"b")
        #expect(charset("text/plain; flowed; charset=utf-8") == "utf-8")
        #expect(charset("text/plain") == nil)
        #expect(charset("text/plain; charset") == nil)
    }
}
