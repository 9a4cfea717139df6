// APIVersion: the optional version segment between the base URL and the path.
import Foundation

/// The version segment of an API's URLs, placed between the base URL and every path.
///
/// `.v(2)` gives `…/api/v2/users`; `.custom("2024-01")` gives `…/api/2024-01/users`.
public struct APIVersion: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The path segment, such as `v2`.
    public let segment: String

    /// Creates a version from its literal path segment.
    public init(stringLiteral value: String) { segment = value }

    /// Creates a numbered version: `.v(2)` is the segment `v2`.
    public static func v(_ number: Int) -> APIVersion { APIVersion(segment: "v\(number)") }

    /// Creates a version from any path segment, such as `"2024-01"`.
    public static func custom(_ segment: String) -> APIVersion { APIVersion(segment: segment) }

    private init(segment: String) { self.segment = segment }
}
