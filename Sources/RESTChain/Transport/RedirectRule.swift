// RedirectRule: where a redirect leads — the one rule CurlTransport and the restchain command follow.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns a redirect into the next request, or says to return the redirect as the answer: the rule of every transport
/// that follows redirects itself (`CurlTransport`, and the `restchain` command over a transport that returns them).
///
/// A `301`, `302`, `303`, `307` or `308` with a `Location` to an `http` or `https` URL is followed:
/// - A `303` (but of a `HEAD`), and a `301` or `302` of a `POST`, become a `GET` without a body and without the
///   headers that describe one (`Content-*`, `Transfer-Encoding`), as browsers, curl and HTTPie do. The method is
///   compared in any case.
/// - Any other keeps the method and the body: a file or parts body is sent again; a one-shot stream cannot be, so
///   its redirect is the answer. A `307` or `308` of a request with a body follows ``repeatedBodies``.
/// - A hop to another origin (``RedirectGuard/sameOrigin(_:_:)``) drops every header ``SensitiveData`` names as
///   secret: `Authorization`, cookies, API keys and the names a client adds.
package struct RedirectRule: Sendable {
    /// What a `307` or `308` of a request with a body does.
    package enum RepeatedBodies: Sendable {
        /// The redirect is the answer: RESTChain's transports keep one promise, and URLSession on Linux cannot send
        /// the body again (``RedirectGuard``).
        case returned
        /// The body goes again, as curl, HTTPie and browsers do (a one-shot stream's redirect is still the answer).
        case resent
    }

    /// What a `307` or `308` of a request with a body does.
    package let repeatedBodies: RepeatedBodies

    /// The rule with `repeatedBodies` for a `307` or `308` of a request with a body.
    package init(repeatedBodies: RepeatedBodies) {
        self.repeatedBodies = repeatedBodies
    }

    /// The request and upload body to send after `response` to `request`, which sent `upload` (or the bytes of its
    /// `httpBody`); `nil` to return `response` as it is.
    package func next(after response: RESTResponse, of request: URLRequest, upload: UploadBody? = nil)
        -> (request: URLRequest, upload: UploadBody?)?
    {
        let status = response.statusCode
        guard [301, 302, 303, 307, 308].contains(status), let location = response.headers["Location"],
            let current = request.url, let target = URL(string: location, relativeTo: current)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        var next = request
        next.url = target
        let method = request.httpMethod?.uppercased() ?? "GET"
        var upload = upload
        if (status == 303 && method != "HEAD") || ([301, 302].contains(status) && method == "POST") {
            next.httpMethod = "GET"
            next.httpBody = nil
            next.httpBodyStream = nil
            next.removeHeaderFields { Self.describesBody($0) }
            upload = nil
        } else if upload != nil || request.httpBody != nil || request.httpBodyStream != nil {
            // The method stays, so the body goes again: never a one-shot stream, already sent.
            if [307, 308].contains(status), repeatedBodies == .returned { return nil }
            if case .stream = upload?.source { return nil }
            if upload == nil, request.httpBody == nil { return nil }
        }
        return (RedirectGuard.sanitised(next, from: current), upload)
    }

    /// The error that ends a request to `url` that met more redirects than it may follow.
    package static func tooManyRedirects(_ url: URL?) -> URLError {
        URLError(.httpTooManyRedirects, userInfo: url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:])
    }

    /// Whether the header `name` describes a body, so goes when the body does.
    private static func describesBody(_ name: String) -> Bool {
        let name = name.lowercased()
        return name.hasPrefix("content-") || name == "transfer-encoding"
    }
}
