// SensitiveData: the one list of header and query names whose values are secrets.
import Foundation

/// The names of headers and query items whose values are secrets: never shown in a description, a log or an
/// error, never sent to another host on a redirect, never part of a cache key.
///
/// The list holds only names that are secret for any API. An API's own secret names (a face's nonce header, say)
/// are registered by whoever knows the API, with ``ClientConfiguration/sensitiveNames``; from then on they are
/// secret everywhere in the process (a name never stops being secret).
public enum SensitiveData {
    /// Header names (lower-cased) whose values are secrets.
    public static let headerNames: Set<String> = [
        "authorization", "proxy-authorization", "authentication", "cookie", "set-cookie", "x-api-key", "api-key",
        "x-auth", "x-auth-token", "x-access-token", "x-csrf-token", "x-session",
    ]

    /// Query item names (lower-cased) whose values are secrets.
    public static let queryNames: Set<String> = [
        "access_token", "api_key", "apikey", "key", "token", "refresh_token", "client_secret", "password", "secret",
        "signature", "sig", "code", "auth", "jwt", "session", "x-amz-signature", "x-amz-credential",
    ]

    private static let added = Locked(Set<String>())

    /// Treats `names` (headers and query items, any case) as secret from now on, in the whole process.
    public static func add(_ names: some Sequence<String>) {
        let new = names.map { $0.lowercased() }
        guard !new.isEmpty else { return }
        added.withLock { $0.formUnion(new) }
    }

    /// Whether a header with this name carries a secret: a listed or added name, or one containing "token",
    /// "secret", "password" or "api-key"/"apikey".
    public static func isSecretHeader(_ name: String) -> Bool {
        let lower = name.lowercased()
        return headerNames.contains(lower) || containsSecretWord(lower) || added.withLock { $0.contains(lower) }
    }

    /// Whether a query item with this name carries a secret: a listed or added name, or one containing a
    /// secret word.
    public static func isSecretQueryItem(_ name: String) -> Bool {
        let lower = name.lowercased()
        return queryNames.contains(lower) || containsSecretWord(lower) || added.withLock { $0.contains(lower) }
    }

    /// The words that make any name containing them secret, as bytes.
    private static let secretWords = ["token", "secret", "password", "api-key", "api_key", "apikey"].map {
        Array($0.utf8)
    }

    /// Whether `lower` contains a secret word, compared as bytes (runs for every header of every request).
    private static func containsSecretWord(_ lower: String) -> Bool {
        var text = lower
        return text.withUTF8 { bytes in
            secretWords.contains { word in
                guard bytes.count >= word.count else { return false }
                return (0...(bytes.count - word.count)).contains { start in
                    word.indices.allSatisfy { bytes[start + $0] == word[$0] }
                }
            }
        }
    }
}
