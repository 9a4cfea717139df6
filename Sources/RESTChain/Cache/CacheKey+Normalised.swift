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
        var utf8 = Substring(text).utf8
        let scheme: String
        if utf8.starts(with: "https://".utf8) {
            scheme = "https"
            utf8 = utf8.dropFirst(8)
        } else if utf8.starts(with: "http://".utf8) {
            scheme = "http"
            utf8 = utf8.dropFirst(7)
        } else {
            return nil
        }
        guard let pathStart = utf8.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }),
            utf8[pathStart] == UInt8(ascii: "/")
        else { return nil }
        let authority = utf8[..<pathStart]
        guard !authority.isEmpty, authority.allSatisfy(isPlainHostByte) else { return nil }
        if let colon = authority.firstIndex(of: UInt8(ascii: ":")) {
            let port = authority[authority.index(after: colon)...]
            guard let first = port.first, first != UInt8(ascii: "0"), let number = Int(Substring(port)),
                number != (scheme == "http" ? 80 : 443)
            else { return nil }
        }
        let rest = utf8[pathStart...]
        guard rest.allSatisfy(isPlainURLByte) else { return nil }
        guard let queryStart = rest.firstIndex(of: UInt8(ascii: "?")) else { return text }
        var previous: Substring?
        for item in rest[rest.index(after: queryStart)...].split(
            separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
        {
            let nameBytes = item.prefix { $0 != UInt8(ascii: "=") }
            guard !nameBytes.isEmpty,
                nameBytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") && $0 != UInt8(ascii: "+") })
            else { return nil }
            let name = Substring(nameBytes)
            if let previous, name < previous { return nil }
            guard !SensitiveData.isSecretQueryItem(String(name)) else { return nil }
            previous = name
        }
        return text
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
