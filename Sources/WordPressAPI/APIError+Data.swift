// WordPress.APIError's data: the HTTP status and the per-parameter details of `rest_invalid_param`.
import Foundation
import RESTChain

extension WordPress.APIError {
    /// Extra data of an error.
    public struct ErrorData: Codable, Sendable, Equatable {
        /// The HTTP status WordPress meant.
        public let status: Int?
        /// For `rest_invalid_param`: parameter name → reason.
        public let params: [String: String]?
        /// For `rest_invalid_param`: parameter name → the error that parameter failed with.
        public let details: [String: ParameterError]?

        /// Creates error data.
        public init(status: Int?, params: [String: String]? = nil, details: [String: ParameterError]? = nil) {
            self.status = status
            self.params = params
            self.details = details
        }
    }

    /// Why one parameter is invalid: `{"code": "rest_invalid_type", "message": "…", "data": {"param": "…"}}`.
    public struct ParameterError: Codable, Sendable, Equatable {
        /// The code, such as ``WordPress/ErrorCode/invalidType`` or ``WordPress/ErrorCode/notInEnum``.
        public let code: WordPress.ErrorCode
        /// The human-readable reason.
        public let message: String

        /// Creates a parameter error.
        public init(code: WordPress.ErrorCode, message: String) {
            self.code = code
            self.message = message
        }
    }
}
