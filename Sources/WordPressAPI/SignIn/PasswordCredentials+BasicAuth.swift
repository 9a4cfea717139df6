// A web server's own HTTP Basic credentials on a WordPress site's requests, and its challenge read from an answer.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension PasswordCredentials {
    /// The `Authorization` header value: `Basic` and `user:password` in base64.
    var basicHeaderValue: String { "Basic " + Data("\(user):\(password)".utf8).base64EncodedString() }

    /// `request` carrying these credentials when it goes to `host` (any scheme or port: a site's `http` address
    /// redirects to its `https` one), and carrying no `Authorization` when it goes anywhere else.
    func signing(_ request: URLRequest, forHost host: String?) -> URLRequest {
        var signed = request
        let sameHost = host.map { request.url?.host?.lowercased() == $0.lowercased() } ?? false
        signed.setValue(sameHost ? basicHeaderValue : nil, forHTTPHeaderField: "Authorization")
        return signed
    }

    /// An adapter that signs every request to `host` (see ``signing(_:forHost:)``).
    func adapter(forHost host: String?) -> any RequestAdapter {
        let credentials = self
        return ClosureAdapter { credentials.signing($0, forHost: host) }
    }
}

extension WordPress {
    /// The realm of a web server's HTTP Basic challenge when `response` is one (a `401` whose `WWW-Authenticate`
    /// offers `Basic`): control characters dropped, at most 100 characters, empty when the challenge names none.
    /// `nil` for any other answer.
    static func basicChallengeRealm(in response: RESTResponse) -> String? {
        guard response.statusCode == 401, let challenge = response.headers["WWW-Authenticate"] else { return nil }
        let offersBasic = challenge.split(separator: ",").contains {
            $0.trimmingCharacters(in: .whitespaces).lowercased().split(separator: " ").first == "basic"
        }
        guard offersBasic else { return nil }
        guard let start = challenge.range(of: "realm=\"", options: .caseInsensitive) else { return "" }
        let realm = challenge[start.upperBound...].prefix { $0 != "\"" }.filter {
            !$0.unicodeScalars.contains(where: CharacterSet.controlCharacters.contains)
        }
        return String(realm.prefix(100))
    }
}
