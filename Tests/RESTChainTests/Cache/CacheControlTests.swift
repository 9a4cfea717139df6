// RFC 9111 §5.2 and §1.2.2: parsing Cache-Control — duplicates, malformed values, quoted strings, overflow.
import Foundation
import Testing

@testable import RESTChain

struct CacheControlTests {
    struct MaxAgeRow: Sendable, CustomTestStringConvertible {
        let field: String
        let maxAge: Int?
        let invalid: Bool
        var testDescription: String { field }
    }

    static let maxAgeRows: [MaxAgeRow] = [
        MaxAgeRow(field: "max-age=60", maxAge: 60, invalid: false),
        MaxAgeRow(field: "MAX-AGE=60", maxAge: 60, invalid: false),
        MaxAgeRow(field: #"max-age="60""#, maxAge: 60, invalid: false),
        MaxAgeRow(field: "max-age=60, max-age=30", maxAge: 30, invalid: true),
        MaxAgeRow(field: "max-age=60, max-age=60", maxAge: 60, invalid: false),
        MaxAgeRow(field: "max-age = 60", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age =60", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age= 60", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age=100a", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age=a100", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age=3600.0", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age=+60", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age=0060", maxAge: 60, invalid: false),
        MaxAgeRow(field: "max-age=-1", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age=soon", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age=1.5", maxAge: nil, invalid: true),
        MaxAgeRow(field: "max-age=99999999999999999999", maxAge: 2_147_483_648, invalid: false),
        MaxAgeRow(field: ", ,max-age=7,,", maxAge: 7, invalid: false),
        MaxAgeRow(field: "x-ext=1, max-age=3", maxAge: 3, invalid: false),
        MaxAgeRow(field: #"private="a, max-age=1", max-age=5"#, maxAge: 5, invalid: false),
        MaxAgeRow(field: "", maxAge: nil, invalid: false),
    ]

    @Test(arguments: maxAgeRows)
    func `§5.2.2.1 max-age is read from tokens and quoted strings; malformed values make the response stale`(
        row: MaxAgeRow
    ) {
        let control = CacheControl(row.field)
        #expect(control.maxAge == row.maxAge)
        #expect(control.hasInvalidFreshness == row.invalid)
    }

    @Test func `§5.2 directive names are case-insensitive and every known directive is read`() {
        let control = CacheControl(
            "No-Cache, NO-STORE, must-revalidate, proxy-revalidate, private, public, only-if-cached, immutable")
        #expect(control.noCache && control.noStore && control.mustRevalidate && control.proxyRevalidate)
        #expect(control.isPrivate && control.isPublic && control.onlyIfCached && control.immutable)
    }

    @Test func `§5.2.1.2 max-stale without a value accepts any staleness`() {
        #expect(CacheControl("max-stale").maxStale == Int.max)
        #expect(CacheControl("max-stale=10").maxStale == 10)
        #expect(CacheControl("max-stale=10, max-stale=5").maxStale == 5)
    }

    @Test func `§4.2.1 a repeated directive keeps its most restrictive value`() {
        #expect(CacheControl("min-fresh=5, min-fresh=20").minFresh == 20)
        #expect(CacheControl("s-maxage=50, s-maxage=10").sharedMaxAge == 10)
        #expect(CacheControl("s-maxage=50, s-maxage=10").hasInvalidFreshness)
        #expect(CacheControl("stale-if-error=60, stale-if-error=30").staleIfError == 30)
    }

    @Test func `§5.2 qualified no-cache and private count as unqualified`() {
        let control = CacheControl(#"no-cache="Set-Cookie, X-Token", private="X-User""#)
        #expect(control.noCache)
        #expect(control.isPrivate)
    }

    @Test func `RFC 5861 stale-while-revalidate and stale-if-error are read`() {
        let control = CacheControl("max-age=1, stale-while-revalidate=30, stale-if-error=600")
        #expect(control.staleWhileRevalidate == 30)
        #expect(control.staleIfError == 600)
    }

    @Test func `a malformed directive other than max-age is ignored`() {
        let control = CacheControl("min-fresh=abc, stale-if-error=-5, max-age=10")
        #expect(control.minFresh == nil)
        #expect(control.staleIfError == nil)
        #expect(control.maxAge == 10)
        #expect(!control.hasInvalidFreshness)
    }

    @Test func `an escaped quote inside a quoted value does not end it`() {
        #expect(CacheControl.items(#"x="a\",b", max-age=1"#).count == 2)
        #expect(CacheControl.unquoted(#""a\"b""#) == #"a"b"#)
    }

    @Test func `spaces and tabs around an item are dropped, and so is an empty item`() {
        #expect(CacheControl.items(" no-store ,\tmax-age=5\t, ,") == ["no-store", "max-age=5"])
        #expect(CacheControl(" \tno-store\t ").noStore)
    }

    /// Fuzz/FailCases/cache-control: a space followed by a combining mark is one `Character` but still a space,
    /// and a comma followed by one still a comma; a no-break space is not HTTP's whitespace and stays.
    @Test func `items are split and trimmed by Unicode scalar, not by character`() {
        #expect(CacheControl.items(" \u{0592}y, =") == ["\u{0592}y", "="])
        #expect(CacheControl.items("no-store,\u{0301}max-age=5") == ["no-store", "\u{0301}max-age=5"])
        #expect(CacheControl.items("\u{00A0}private ") == ["\u{00A0}private"])
    }
}

struct HTTPDateTests {
    @Test(arguments: ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"])
    func `RFC 9110 §5.6.7 the three date formats read as the same instant`(text: String) {
        #expect(HTTPDate.parse(text) == Date(timeIntervalSince1970: 784_111_777))
    }

    @Test(arguments: [
        "sun, 06 nov 1994 08:49:37 gmt", "SUNDAY, 06-NOV-94 08:49:37 UTC", "Sun,\t06 Nov 1994 08:49:37 GMT",
        "  Sun, 06 Nov 1994 08:49:37 GMT  ",
    ])
    func `letters in any case, tabs and stray spaces read the same`(text: String) {
        #expect(HTTPDate.parse(text) == Date(timeIntervalSince1970: 784_111_777))
    }

    @Test(arguments: [
        "0", "", "yesterday", "Sun, 32 Nov 1994 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49 GMT", "Sun, 06 Nov 1994 08:49:37:12 GMT", "Sön, 06 Növ 1994 08:49:37 GMT",
        "Sun, +6 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 GMT GMT GMT", "Sun, 06 Nov 9999999999 08:49:37 GMT",
        "Sun, 06 November 1994 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
    ])
    func `an invalid date reads as nil`(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }

    @Test func `a date this test formats reads back`() {
        #expect(HTTPDate.parse(httpDate(cacheEpoch)) == cacheEpoch)
    }
}

struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func `SHA-256 matches the FIPS 180-4 test vectors`(input: String, digest: String) {
        #expect(SHA256.hex(input) == digest)
    }

    @Test func `SHA-256 of a million a's matches the long test vector`() {
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(million) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
