// Secrets in logs: the one list of secret names, and the redaction of URLs, headers and messages that quote them.
import RESTChain
import Testing

struct RedactorTests {
    @Test(arguments: ["Authorization", "cookie", "X-API-Key", "X-Refresh-Token", "Client-Secret"])
    func `secret headers are recognised in any case`(name: String) {
        #expect(SensitiveData.isSecretHeader(name))
    }

    @Test(arguments: ["Accept", "Content-Type", "X-WP-Total", "Link"])
    func `ordinary headers are not secrets`(name: String) {
        #expect(!SensitiveData.isSecretHeader(name))
    }

    @Test(arguments: ["access_token", "MyToken", "db_password_hash", "x-api-key-id", "API_KEY", "sig", "Secret2"])
    func `secret query items are recognised by name or by a secret word inside it`(name: String) {
        #expect(SensitiveData.isSecretQueryItem(name))
    }

    @Test(arguments: ["n", "page", "tok", "ids", "", "api", "keys", "pass_word"])
    func `ordinary query items are not secrets`(name: String) {
        #expect(!SensitiveData.isSecretQueryItem(name))
    }

    @Test func `a URL keeps its ordinary query items and loses its secret values`() {
        let url = URL(string: "https://api.example.com/v2/items?ids=1,2&access_token=abc123&Api_Key=k&lang=en")
        let text = Redactor.redact(url: url)
        #expect(text == "https://api.example.com/v2/items?ids=1,2&access_token=<redacted>&Api_Key=<redacted>&lang=en")
        #expect(Redactor.redact(url: nil) == "(no URL)")
    }

    @Test func `header lines are sorted by name with secret values redacted`() {
        let lines = Redactor.redact(headers: ["X-Trace": "7", "authorization": "Bearer t0k3n", "Accept": "*/*"])
        #expect(lines == ["Accept: */*", "authorization: <redacted>", "X-Trace: 7"])
    }

    @Test func `a message quoting a URL with a percent-encoded secret name is redacted too`() {
        let message = "could not connect to https://h/p?password=hunter2#frag (and token=t, then retry)"
        #expect(
            Redactor.redact(message)
                == "could not connect to https://h/p?password=<redacted>#frag (and token=<redacted> then retry)")
        #expect(Redactor.redact("p?acc%65ss_token=x") == "p?acc%65ss_token=<redacted>")
    }
}
