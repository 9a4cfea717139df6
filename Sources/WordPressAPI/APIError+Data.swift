// WordPress.APIError's data: the HTTP status, the parameters in error, and the details of `rest_invalid_param`.
import Foundation
import RESTChain

extension WordPress.APIError {
    /// Extra data of an error.
    ///
    /// WordPress sends `params` in two shapes: an object of reasons for `rest_invalid_param`, and an array of names
    /// for `rest_missing_callback_param`; they decode into ``params`` and ``missing``.
    public struct ErrorData: Codable, Sendable, Equatable {
        /// The HTTP status WordPress meant.
        public let status: Int?
        /// For `rest_invalid_param`: parameter name → reason.
        public let params: [String: String]?
        /// For `rest_missing_callback_param`: the names of the required parameters the request left out.
        public let missing: [String]?
        /// For `rest_invalid_param`: parameter name → the error that parameter failed with.
        public let details: [String: ParameterError]?

        /// Creates error data.
        public init(
            status: Int?, params: [String: String]? = nil, missing: [String]? = nil,
            details: [String: ParameterError]? = nil
        ) {
            self.status = status
            self.params = params
            self.missing = missing
            self.details = details
        }

        /// The member names WordPress uses (both ``params`` and ``missing`` arrive as `params`).
        enum CodingKeys: String, CodingKey {
            case status, params, details
        }

        /// Decodes the data, reading `params` as reasons by name or as a list of missing names.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            status = try container.decodeIfPresent(Int.self, forKey: .status)
            details = try container.decodeIfPresent([String: ParameterError].self, forKey: .details)
            if let names = try? container.decodeIfPresent([String].self, forKey: .params) {
                params = nil
                missing = names
            } else {
                params = try container.decodeIfPresent([String: String].self, forKey: .params)
                missing = nil
            }
        }

        /// Encodes the data as WordPress sends it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(status, forKey: .status)
            try container.encodeIfPresent(details, forKey: .details)
            if let missing {
                try container.encode(missing, forKey: .params)
            } else {
                try container.encodeIfPresent(params, forKey: .params)
            }
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
