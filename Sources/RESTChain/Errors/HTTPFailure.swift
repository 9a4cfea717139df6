// HTTPFailure: the details of a response whose status code was not accepted.
import Foundation

/// A response whose status code the request did not accept, with everything the server sent.
public struct HTTPFailure: Sendable {
    /// The status code, such as `404`.
    public let statusCode: Int
    /// The response header fields.
    public let headers: HTTPHeaders
    /// The body bytes.
    public let body: Data
    /// The URL that answered.
    public let url: URL?
    /// The API's own error body, decoded, when the client knows the API's error format
    /// (WordPress's `{"code", "message"}`, GW2's `{"text"}`, or one you register).
    public let apiError: (any APIErrorBody)?

    /// Creates the failure for `response`, with the API's decoded error body if there is one.
    public init(response: RESTResponse, apiError: (any APIErrorBody)? = nil) {
        statusCode = response.statusCode
        headers = response.headers
        body = response.body
        url = response.url
        self.apiError = apiError
    }

    /// The body as text (UTF-8, invalid bytes replaced), cut to 200 characters for messages.
    public var bodyText: String {
        let text = String(decoding: body.prefix(400), as: UTF8.self)
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// The response this failure was made from.
    public var response: RESTResponse {
        RESTResponse(statusCode: statusCode, headers: headers, body: body, url: url)
    }
}
