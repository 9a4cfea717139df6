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
    /// The URL that answered, with the values of secret query items (``SensitiveData``) replaced by `REDACTED`.
    public let url: URL?
    /// The API's own error body, decoded, when the client knows the API's error format
    /// (`{"code", "message"}`, `{"text"}`, or whatever you register).
    public let apiError: (any APIErrorBody)?
    /// How many times the request was sent, this answer's included: 1 unless the ``RetryPolicy`` tried it again.
    public let attempts: Int
    /// How the exchange went, kept for ``response``.
    private let metrics: TransferMetrics?

    /// Creates the failure for `response`, with the API's decoded error body if there is one.
    public init(response: RESTResponse, apiError: (any APIErrorBody)? = nil) {
        statusCode = response.statusCode
        headers = response.headers
        body = response.body
        url = response.url.map(Redactor.redacted(url:))
        self.apiError = apiError
        attempts = response.attempts
        metrics = response.metrics
    }

    /// The body as one line of text for messages: UTF-8 (invalid bytes replaced), control characters escaped,
    /// cut to 200 characters with an ellipsis.
    public var bodyText: String {
        OneLine.excerpt(String(decoding: body.prefix(800), as: UTF8.self), limit: 200)
    }

    /// The response this failure was made from.
    public var response: RESTResponse {
        var response = RESTResponse(statusCode: statusCode, headers: headers, body: body, url: url)
        response.attempts = attempts
        response.metrics = metrics
        return response
    }
}

extension HTTPFailure: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The status, the redacted URL and the body's first line, as ``RESTError/httpStatus(_:)`` describes it.
    public var description: String { RESTError.httpStatus(self).description }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The status, redacted URL and headers, and the body excerpt, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "statusCode": statusCode, "url": Redactor.redact(url: url), "headers": headers, "body": bodyText,
            ],
            displayStyle: .struct)
    }
}
