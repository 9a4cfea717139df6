// CacheKey's quick path: a URL that is already in normal form is its own key, without URLComponents.
import Foundation

extension CacheKey {
    /// `text` itself when normalising it would not change it, else `nil` (the caller then normalises it with
    /// `URLComponents`).
    ///
    /// Already normal: `http` or `https` in lower case; an ASCII host in lower case with no user, no default port
    /// and a path after it; no fragment and nothing `URL` would percent-encode; query items (if any) non-empty, unencoded ASCII names in sorted order,
    /// none of them a secret. Most requests a client builds look like this, and checking costs one pass over the
    /// bytes, where `URLComponents` parses, copies and re-joins every part.
    static func normalisedAsIs(_ text: String) -> String? {
        var copy = text
        return copy.withUTF8 { isNormal($0) } ? text : nil
    }

    /// Whether the URL in `bytes` is in normal form; see ``normalisedAsIs(_:)``.
    private static func isNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let scheme: (length: Int, defaultPort: Int)
        if bytes.starts(with: "https://".utf8) {
            scheme = (8, 443)
        } else if bytes.starts(with: "http://".utf8) {
            scheme = (7, 80)
        } else {
            return false
        }
        let afterScheme = bytes[scheme.length...]
        guard let pathStart = afterScheme.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }),
            bytes[pathStart] == UInt8(ascii: "/")
        else { return false }
        let authority = bytes[scheme.length..<pathStart]
        guard !authority.isEmpty, authority.allSatisfy(isPlainHostByte) else { return false }
        if let colon = authority.firstIndex(of: UInt8(ascii: ":")) {
            guard let port = Int(asciiDigits: authority[(colon + 1)...], maximumCount: 5), port != scheme.defaultPort,
                bytes[colon + 1] != UInt8(ascii: "0")
            else { return false }
        }
        let rest = bytes[pathStart...]
        guard rest.allSatisfy(isPlainURLByte) else { return false }
        guard let queryStart = rest.firstIndex(of: UInt8(ascii: "?")) else { return true }
        var previous: Slice<UnsafeBufferPointer<UInt8>>?
        for item in bytes[(queryStart + 1)...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
            let name = item.prefix { $0 != UInt8(ascii: "=") }
            guard !name.isEmpty,
                name.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") && $0 != UInt8(ascii: "+") })
            else { return false }
            if let previous, name.lexicographicallyPrecedes(previous) { return false }
            guard !SensitiveData.isSecretQueryItem(String(decoding: name, as: UTF8.self)) else { return false }
            previous = name
        }
        return true
    }

    /// A byte `URL(string:)` keeps as it is: printable ASCII, and no `#` (a fragment) nor a character it would
    /// percent-encode (space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`).
    private static func isPlainURLByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
            UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
            return false
        default:
            return byte > 0x20 && byte < 0x7F
        }
    }

    /// A byte a host and port in normal form may hold: lower-case letters, digits, `.`, `-`, `:`; no `@` (a user),
    /// `%` (an encoded host) or `[` (an IPv6 literal), which `URLComponents` judges instead.
    private static func isPlainHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."),
            UInt8(ascii: "-"), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }
}
