// PathEscaping: percent-escaping for whole paths and for single path segments.
import Foundation

/// Percent-escaping for URL paths.
///
/// ``escape(_:)`` keeps `/` and existing `%XX` escapes, so `"users/2"` stays a two-segment path.
/// ``escapeSegment(_:)`` escapes `/` too, for a value that must stay one segment, such as a user name.
public enum PathEscaping {
    /// RFC 3986 `pchar` without `;` (which some servers read as a parameter separator), plus `/` for paths.
    private static let segmentCharacters = PercentEncoder.unreserved + "!$&'()*+,=:@"
    private static let pathEncoder = PercentEncoder(allowing: segmentCharacters + "/", keepsEscapes: true)
    private static let segmentEncoder = PercentEncoder(allowing: segmentCharacters)

    /// Escapes the characters a path cannot hold, keeping `/` and existing `%XX` escapes; a `%` that starts no
    /// escape is escaped.
    public static func escape(_ path: String) -> String {
        pathEncoder.encode(path)
    }

    /// Escapes a value so that it stays one path segment: `/`, `?`, `#`, `%` and spaces are escaped.
    public static func escapeSegment(_ value: String) -> String {
        segmentEncoder.encode(value)
    }
}
