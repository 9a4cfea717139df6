// WordPress.APIError: the REST API's error body, carried by RESTError.httpStatus.
import Foundation
import RESTChain

extension WordPress {
    /// A WordPress REST API error: `{"code": "rest_post_invalid_id", "message": "…", "data": {"status": 404}}`.
    ///
    /// Found in `HTTPFailure.apiError` of a failed request; switch on its ``code``:
    /// ```swift
    /// catch .httpStatus(let failure) {
    ///     guard let error = failure.apiError as? WordPress.APIError else { throw .httpStatus(failure) }
    ///     switch error.code {
    ///     case .postInvalidID: print("no such post")
    ///     case .invalidParam: print(error.invalidParameters)   // ["per_page": "per_page is not of type integer."]
    ///     default: print(error.code.rawValue)
    ///     }
    /// }
    /// ```
    public struct APIError: APIErrorBody, Codable, Equatable {
        /// The machine-readable code, such as ``ErrorCode/postInvalidID``; unknown codes keep their text.
        public let code: ErrorCode
        /// The human-readable message.
        public let message: String
        /// Extra data: the status and, for invalid parameters, which ones and why.
        public let data: ErrorData?

        /// Creates an error body.
        public init(code: ErrorCode, message: String, data: ErrorData? = nil) {
            self.code = code
            self.message = message
            self.data = data
        }

        /// The invalid parameters of a ``ErrorCode/invalidParam`` error, by name, with WordPress's reason.
        public var invalidParameters: [String: String] { data?.params ?? [:] }

        /// The names of the required parameters a ``ErrorCode/missingCallbackParam`` error says are missing.
        public var missingParameters: [String] { data?.missing ?? [] }

        /// `code: message`.
        public var description: String { "\(code): \(message)" }
    }
}

extension WordPress.APIError {
    /// The code of the WordPress error that `response` carries, or `nil` when its body is not one.
    static func code(in response: RESTResponse) -> WordPress.ErrorCode? {
        try? JSONDecoder().decode(Self.self, from: response.body).code
    }
}
