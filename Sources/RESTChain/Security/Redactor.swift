// Redactor: replaces secret header and query values with <redacted> for logs.
import Foundation

/// Replaces the values of secret headers and query items with `<redacted>`, for anything written to a log.
public enum Redactor {
    /// The text that stands in for a secret.
    public static let placeholder = "<redacted>"

    /// The URL as text with the values of secret query items redacted.
    public static func redact(url: URL?) -> String {
        guard let url else { return "(no URL)" }
        return redact(url.absoluteString)
    }

    /// `url` with the values of secret query items replaced by `REDACTED`, for the values that must stay URLs
    /// (``HTTPFailure/url``, a `URLError`'s failing URL): a URL cannot hold the placeholder's `<` and `>`. Text for
    /// people goes through ``redact(url:)``.
    package static func redacted(url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.percentEncodedQueryItems,
            items.contains(where: { SensitiveData.isSecretQueryItem($0.name.removingPercentEncoding ?? $0.name) })
        else { return url }
        components.percentEncodedQueryItems = items.map { item in
            let secret = SensitiveData.isSecretQueryItem(item.name.removingPercentEncoding ?? item.name)
            return secret ? URLQueryItem(name: item.name, value: "REDACTED") : item
        }
        return components.url ?? url
    }

    /// `Name: value` lines, sorted by name, with secret values redacted.
    public static func redact(headers: [String: String]) -> [String] {
        headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { name, value in
            "\(name): " + (SensitiveData.isSecretHeader(name) ? placeholder : value)
        }
    }

    /// The value of `field`, or the placeholder when its name is secret.
    public static func redact(header field: HTTPHeaders.Field) -> String {
        SensitiveData.isSecretHeader(field.name) ? placeholder : field.value
    }

    /// `url` (text, as typed: a proxy's or a request's URL) with the password of its user information, if any, as
    /// the placeholder: `http://ann:<redacted>@proxy:3128`.
    package static func redactingPassword(in url: String) -> String {
        let start = url.range(of: "://")?.upperBound ?? url.startIndex
        let authorityEnd = url[start...].firstIndex { "/?#".contains($0) } ?? url.endIndex
        guard let at = url[start..<authorityEnd].lastIndex(of: "@"),
            let colon = url[start..<at].firstIndex(of: ":")
        else { return url }
        return url[...colon] + placeholder + url[at...]
    }

    /// `text` with the value of every `name=value` pair whose name is a secret query item redacted.
    ///
    /// Used for URLs and for messages that may quote one, such as a transport error's failing URL.
    public static func redact(_ text: String) -> String {
        var result = ""
        var remainder = Substring(text)
        while let equals = remainder.firstIndex(of: "=") {
            let nameStart =
                remainder[..<equals].lastIndex { "?&; ".contains($0) }
                .map { remainder.index(after: $0) } ?? remainder.startIndex
            let name = String(remainder[nameStart..<equals]).removingPercentEncoding ?? ""
            let valueStart = remainder.index(after: equals)
            // A value redacted already ends with the placeholder, so what follows it (`): ` in a message) stays.
            let valueEnd =
                remainder[valueStart...].hasPrefix(placeholder)
                ? remainder.index(valueStart, offsetBy: placeholder.count)
                : remainder[valueStart...].firstIndex { "&# ".contains($0) } ?? remainder.endIndex
            let value = remainder[valueStart..<valueEnd]
            let secret = SensitiveData.isSecretQueryItem(name) && !value.isEmpty
            result += remainder[...equals] + (secret ? placeholder : String(value))
            remainder = remainder[valueEnd...]
        }
        return result + remainder
    }
}
