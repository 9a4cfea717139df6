// SensitiveData: the one list of header and query names whose values are secrets.
import Foundation

/// The names of headers and query items whose values are secrets: never logged, never sent to another host.
public enum SensitiveData {
    /// Header names (lower-cased) whose values are secrets.
    public static let headerNames: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key", "x-auth-token",
        "x-access-token", "x-csrf-token", "x-wp-nonce",
    ]

    /// Query item names (lower-cased) whose values are secrets.
    public static let queryNames: Set<String> = [
        "access_token", "api_key", "apikey", "key", "token", "refresh_token", "client_secret", "password",
        "secret", "signature", "sig",
    ]

    /// Whether a header with this name carries a secret: a listed name, or one containing "token", "secret",
    /// "password" or "api-key"/"apikey".
    public static func isSecretHeader(_ name: String) -> Bool {
        let lower = name.lowercased()
        return headerNames.contains(lower) || containsSecretWord(lower)
    }

    /// Whether a query item with this name carries a secret.
    public static func isSecretQueryItem(_ name: String) -> Bool {
        let lower = name.lowercased()
        return queryNames.contains(lower) || containsSecretWord(lower)
    }

    private static func containsSecretWord(_ lower: String) -> Bool {
        ["token", "secret", "password", "api-key", "api_key", "apikey"].contains { lower.contains($0) }
    }
}
