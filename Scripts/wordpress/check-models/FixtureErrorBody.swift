// FixtureErrorBody: stands in for the lead's WordPress.APIError when checking error fixtures.
import Foundation

/// A WordPress error body: `{"code", "message", "data"}`.
struct FixtureErrorBody: Codable, Equatable {
    /// The machine-readable code.
    var code: String
    /// The human-readable message.
    var message: String
    /// Extra data, such as the status.
    var data: JSONValue?
}
