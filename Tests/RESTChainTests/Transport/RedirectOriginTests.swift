// RedirectOriginTests: the one same-origin rule redirects keep credentials by, for the library and the command.
import Foundation
import Testing

@_spi(Commands) @testable import RESTChain

struct RedirectOriginTests {
    @Test(arguments: [
        ("https://api.example.com/a", "https://API.example.com:443/b?c", true),
        ("http://api.example.com/a", "HTTP://api.example.com:80/", true),
        ("http://127.0.0.1:8080/a", "http://127.0.0.1:8080/b", true),
        ("https://api.example.com/a", "http://api.example.com/a", false),
        ("https://api.example.com/a", "https://api.example.com:8443/a", false),
        ("https://api.example.com/a", "https://evil.example.com/a", false),
        ("http://127.0.0.1:8080/a", "http://127.0.0.1:8081/a", false),
    ])
    func `an origin is scheme, host and port, with the scheme's default port`(from: String, to: String, same: Bool) {
        #expect(RedirectGuard.sameOrigin(URL(string: from)!, URL(string: to)!) == same)
        #expect(RedirectGuard.sameOrigin(URL(string: to)!, URL(string: from)!) == same)
    }
}
