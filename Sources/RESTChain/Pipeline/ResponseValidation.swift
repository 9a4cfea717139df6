// ResponseValidation: turns an unaccepted status code into RESTError.httpStatus with the API's error body.
import Foundation

/// Checks a response's status against the accepted codes and decodes the API's error body when it fails.
enum ResponseValidation {
    /// `response` when its status is accepted.
    ///
    /// - Throws: ``RESTError/httpStatus(_:)`` carrying the body and the API's decoded error, if any.
    static func validate(
        _ response: RESTResponse,
        accepting codes: Set<Int>,
        errorDecoding: APIErrorDecoding
    ) throws(RESTError) -> RESTResponse {
        guard codes.contains(response.statusCode) else { throw refusal(of: response, errorDecoding: errorDecoding) }
        return response
    }

    /// The ``RESTError/httpStatus(_:)`` of a response whose status is not accepted, with the API's decoded error.
    static func refusal(of response: RESTResponse, errorDecoding: APIErrorDecoding) -> RESTError {
        .httpStatus(HTTPFailure(response: response, apiError: errorDecoding.decode(response)))
    }
}
