// WordPress.APIError: the REST API's error body, carried by RESTError.httpStatus.
import Foundation
import RESTChain

extension WordPress {
    /// A WordPress REST API error: `{"code": "rest_post_invalid_id", "message": "…", "data": {"status": 404}}`.
    ///
    /// Found in `HTTPFailure.apiError` of a failed request:
    /// ```swift
    /// catch .httpStatus(let failure) {
    ///     if let error = failure.apiError as? WordPress.APIError, error.code == "rest_post_invalid_id" { … }
    /// }
    /// ```
    public struct APIError: APIErrorBody, Decodable, Equatable {
        /// The machine-readable code, such as `rest_post_invalid_id`.
        public let code: String
        /// The human-readable message.
        public let message: String
        /// Extra data: the status and, for invalid parameters, which ones and why.
        public let data: ErrorData?

        /// Extra data of an error.
        public struct ErrorData: Decodable, Sendable, Equatable {
            /// The HTTP status WordPress meant.
            public let status: Int?
            /// For `rest_invalid_param`: parameter name → reason.
            public let params: [String: String]?
        }

        /// `code: message`.
        public var description: String { "\(code): \(message)" }
    }
}
