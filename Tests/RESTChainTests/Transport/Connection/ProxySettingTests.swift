// ProxySettingTests: a proxy read from its URL as curl's --proxy takes it, a bad one refused in one line, and its
// password in no text.
import Foundation
import RESTChain
import Testing

struct ProxySettingTests {
    @Test(arguments: [
        ("http://proxy.internal:3128", Proxy.Kind.http, "proxy.internal", 3128),
        ("proxy.internal:8080", .http, "proxy.internal", 8080),
        ("HTTPS://secure.proxy", .https, "secure.proxy", 443),
        ("http://proxy.internal", .http, "proxy.internal", 80),
        ("socks5://127.0.0.1", .socks5, "127.0.0.1", 1080),
        ("socks5h://[::1]:9050", .socks5, "::1", 9050),
    ])
    func `a proxy URL gives its kind, host and port`(text: String, kind: Proxy.Kind, host: String, port: Int) throws {
        let proxy = try Proxy(text)
        #expect(proxy.kind == kind && proxy.host.trimmingCharacters(in: ["[", "]"]) == host && proxy.port == port)
        #expect(proxy.credentials == nil)
    }

    @Test func `credentials in the URL are taken, and given ones win`() throws {
        let proxy = try Proxy("http://build:pa%24%24word@proxy.internal:3128")
        #expect(proxy.credentials == PasswordCredentials(user: "build", password: "pa$$word"))
        let given = try Proxy("http://a:b@proxy.internal:3128", credentials: .init(user: "c", password: "d"))
        #expect(given.credentials?.user == "c")
    }

    @Test(arguments: [
        ("ftp://proxy:21", "the scheme ftp is not http, https, socks5 or socks5h"),
        ("http://:3128", "the URL names no host"),
        ("http://proxy:3128/path", "a proxy URL has no path or query (expected http://host:port)"),
        ("http://proxy:0", "the port 0 is out of range"),
    ])
    func `a proxy that is not one is refused in one line`(text: String, reason: String) {
        #expect(throws: ConnectionSettingFailure.invalidProxy(reason: reason)) { _ = try Proxy(text) }
        #expect(ConnectionSettingFailure.invalidProxy(reason: reason).description == "not a proxy: \(reason)")
    }

    @Test func `the password appears in no description, debug description or dump`() throws {
        let proxy = try Proxy("http://build:hunter2-secret@proxy.internal:3128", bypassedHosts: ["localhost"])
        var dumped = ""
        dump(proxy, to: &dumped)
        for text in ["\(proxy)", String(reflecting: proxy), dumped, "\(proxy.credentials!)"] {
            #expect(!text.contains("hunter2-secret"), "\(text)")
        }
        #expect("\(proxy)" == "http proxy proxy.internal:3128 as build, not for localhost")
    }
}
