// Sidecar: the `.meta.json` file beside a fixture (status and headers).
import Foundation

/// The status and headers recorded with a fixture.
struct Sidecar: Codable {
    /// The HTTP status.
    var status: Int
    /// The response headers kept.
    var headers: [String: String]
}
