// SecretEcho: a server that quotes a request's own secret in its error body gets it back redacted.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Removes the request's own secret values from the body of an error response, so that a server quoting the
/// token it refused (a 401 saying `invalid token "abc…"`) cannot put it into an error's text, a log or a dump.
package enum SecretEcho {
    /// Values shorter than this are not looked for: they would match ordinary text, and are no secret worth the
    /// name.
    static let minimumLength = 4

    /// `response` with every secret value `request` carried replaced by ``Redactor/placeholder`` in its body,
    /// when its status is an error (400 or more); any other response as it is.
    static func scrubbing(_ response: RESTResponse, sentWith request: URLRequest) -> RESTResponse {
        guard response.statusCode >= 400, !response.body.isEmpty else { return response }
        let secrets = values(in: request)
        guard !secrets.isEmpty else { return response }
        var scrubbed = response
        scrubbed.body = scrub(response.body, removing: secrets)
        return scrubbed
    }

    /// The secret values of `request`, longest first: each secret header's value and its credentials without
    /// the scheme (with a Basic pair decoded, and its password alone), and each secret query item's value as
    /// sent and decoded.
    package static func values(in request: URLRequest) -> [String] {
        var found: Set<String> = []
        for (name, value) in request.allHTTPHeaderFields ?? [:] where SensitiveData.isSecretHeader(name) {
            found.insert(value)
            guard let space = value.firstIndex(of: " ") else { continue }
            let credentials = value[value.index(after: space)...].trimmingCharacters(in: .whitespaces)
            found.insert(credentials)
            if value[..<space].lowercased() == "basic", let data = Data(base64Encoded: credentials),
                let pair = String(data: data, encoding: .utf8)
            {
                found.insert(pair)
                if let colon = pair.firstIndex(of: ":") { found.insert(String(pair[pair.index(after: colon)...])) }
            }
        }
        if let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            for item in components.percentEncodedQueryItems ?? [] {
                let name = item.name.removingPercentEncoding ?? item.name
                guard SensitiveData.isSecretQueryItem(name), let value = item.value else { continue }
                found.insert(value)
                if let decoded = value.removingPercentEncoding { found.insert(decoded) }
            }
        }
        return found.filter { $0.count >= minimumLength }.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// Whether `body` holds one of `request`'s secret values (see ``values(in:)``).
    package static func echoes(_ body: Data, of request: URLRequest) -> Bool {
        values(in: request).contains { body.range(of: Data($0.utf8)) != nil }
    }

    /// `body` with every occurrence of each of `secrets` replaced by the placeholder.
    package static func scrub(_ body: Data, removing secrets: [String]) -> Data {
        var body = body
        let placeholder = Data(Redactor.placeholder.utf8)
        for secret in secrets {
            let needle = Data(secret.utf8)
            var searchStart = body.startIndex
            while searchStart < body.endIndex, let found = body.range(of: needle, in: searchStart..<body.endIndex) {
                body.replaceSubrange(found, with: placeholder)
                searchStart = found.lowerBound + placeholder.count
            }
        }
        return body
    }
}
