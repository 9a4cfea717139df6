// CacheKey: what a stored response is filed under — the normalised URL, with credentials only as a hash.
import Foundation

/// Where a GET's stored responses live: the URL normalised, and a hash of the request's credentials.
///
/// The URL is lower-cased in scheme and host, loses its default port and fragment, and keeps its query items
/// sorted by name (items of one name keep their order). Secret query items (`access_token`, `api_key`… see
/// ``SensitiveData``) leave the URL; their values and those of secret headers (`Authorization`, `Cookie`,
/// `X-API-Key`…) are hashed into ``credential`` so that two users' answers never mix and no secret is ever part
/// of a key, a file name or a file. Only GET responses are stored, so the method is always GET; a HEAD reads
/// and updates the GET entry.
struct CacheKey: Hashable, Sendable {
    /// The normalised URL without credentials.
    let url: String
    /// The SHA-256 of the request's credentials, or empty when it carries none.
    let credential: String
    /// Whether a credential travels in the query, which a shared cache never stores a response for.
    private(set) var hasQueryCredential = false

    /// The key of a request to `url` with `headers`; `absoluteString` is `url`'s text when the caller has it.
    init(url: URL, absoluteString: String? = nil, headers: HTTPHeaders) {
        var secrets: [String] = []
        for field in headers where SensitiveData.isSecretHeader(field.name) {
            secrets.append(field.name.lowercased() + ":" + field.value)
        }
        if let text = Self.normalisedAsIs(absoluteString ?? url.absoluteString) {
            self.url = text
            credential = secrets.isEmpty ? "" : SHA256.hex(secrets.sorted().joined(separator: "\n"))
            return
        }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            self.url = url.absoluteString
            credential = secrets.isEmpty ? "" : SHA256.hex(secrets.sorted().joined(separator: "\n"))
            return
        }
        components.scheme = components.scheme?.lowercased()
        components.host = components.host?.lowercased()
        if (components.scheme == "http" && components.port == 80)
            || (components.scheme == "https" && components.port == 443)
        {
            components.port = nil
        }
        components.fragment = nil
        if components.path.isEmpty { components.path = "/" }
        if let items = components.percentEncodedQueryItems {
            var kept: [URLQueryItem] = []
            for item in items {
                if SensitiveData.isSecretQueryItem(item.name.removingPercentEncoding ?? item.name) {
                    secrets.append("?" + item.name + "=" + (item.value ?? ""))
                    hasQueryCredential = true
                } else {
                    kept.append(item)
                }
            }
            let sorted = kept.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
            components.percentEncodedQueryItems = sorted.isEmpty ? nil : sorted.map(\.element)
        }
        self.url = components.string ?? url.absoluteString
        credential = secrets.isEmpty ? "" : SHA256.hex(secrets.sorted().joined(separator: "\n"))
    }

    /// Whether the request carried credentials.
    var isCredentialed: Bool { !credential.isEmpty }

    /// The file name of this URL's entry on disk: the SHA-256 of the URL, so nothing of the URL shows.
    var fileName: String { SHA256.hex(url) }

    /// The identity of one stored variant: the credential and the values of the headers named by `Vary`.
    ///
    /// Values are compared in the normal form of ``normalisedVaryValue(_:named:)``; an absent header differs from
    /// an empty one. Empty when there is neither a credential nor a `Vary` header, so the common case hashes nothing.
    func variant(varying names: [String], on headers: HTTPHeaders) -> String {
        guard isCredentialed || !names.isEmpty else { return "" }
        var lines = [credential]
        for name in names {
            let value = headers[name].map { Self.normalisedVaryValue($0, named: name) }
            lines.append(name + ":" + (value ?? "\u{0}"))
        }
        return SHA256.hex(lines.joined(separator: "\n"))
    }

    /// A request header's value as two requests are matched by it (RFC 9111 §4.1): the members of the list it
    /// may be (commas inside quoted strings kept) trimmed, inner whitespace collapsed, empty members dropped; for
    /// the fields whose values are case-insensitive (languages, codings, charsets), lower-cased. So `en, de`,
    /// ` en ,  de` and `EN,de` select the same stored variant; the order of members still counts, since a server
    /// may prefer by it.
    static func normalisedVaryValue(_ value: String, named name: String) -> String {
        let members = CacheControl.items(value).compactMap { item -> String? in
            let words = item.split(whereSeparator: \.isWhitespace)
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
        let joined = members.joined(separator: ",")
        return caseInsensitiveVaryFields.contains(name) ? joined.lowercased() : joined
    }

    /// The lower-cased names of request fields whose values compare without regard to case.
    private static let caseInsensitiveVaryFields: Set<String> = [
        "accept-language", "accept-encoding", "accept-charset",
    ]

    /// The lower-cased, sorted header names a `Vary` value lists; `["*"]` for `Vary: *`.
    static func varyNames(_ value: String?) -> [String] {
        guard let value else { return [] }
        let names = Set(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
        if names.contains("*") { return ["*"] }
        return names.filter { !$0.isEmpty }.sorted()
    }
}
