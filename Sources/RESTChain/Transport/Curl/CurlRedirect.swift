// CurlRedirect: the request a redirect asks for, built by RESTChain's rules (libcurl never follows one itself).
#if canImport(CCurl)
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// Turns a redirect response into the next request, or says to stop and return the response.
    ///
    /// `301`, `302`, `303`, `307` and `308` with a `Location` to an `http` or `https` URL are followed: a `303`
    /// (and a `301`/`302` of a `POST`, as browsers and URLSession do) becomes a `GET` without a body; a
    /// `307`/`308` repeats the method and body. ``RedirectGuard`` then drops secrets on the way to another origin
    /// and returns a `307`/`308` of a request with a body instead of following it.
    enum CurlRedirect {
        /// The request to send after `response` to `request`, or `nil` to return `response` as it is.
        static func next(after response: RESTResponse, of request: URLRequest) -> URLRequest? {
            let status = response.statusCode
            guard [301, 302, 303, 307, 308].contains(status), let location = response.headers["Location"],
                let current = request.url, let target = URL(string: location, relativeTo: current)?.absoluteURL,
                let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
            else { return nil }
            var next = request
            next.url = target
            let method = request.httpMethod?.uppercased() ?? "GET"
            if (status == 303 && method != "HEAD") || ([301, 302].contains(status) && method == "POST") {
                next.httpMethod = "GET"
                next.httpBody = nil
                next.httpBodyStream = nil
                next.setValue(nil, forHTTPHeaderField: "Content-Type")
                next.setValue(nil, forHTTPHeaderField: "Content-Length")
            }
            return RedirectGuard.follow(status: status, to: next, from: request, answeredBy: current)
        }

        /// The request and upload body to send after `response` to `request`, which sent `upload`; `nil` to return
        /// `response` as it is.
        ///
        /// A redirect that keeps the method sends a file or parts body again; a one-shot stream cannot be sent
        /// twice, so that redirect (and any `307`/`308` of a body, as ``RedirectGuard`` rules) is returned.
        static func next(after response: RESTResponse, of request: URLRequest, upload: UploadBody?)
            -> (request: URLRequest, upload: UploadBody?)?
        {
            guard let upload else { return next(after: response, of: request).map { ($0, nil) } }
            guard ![307, 308].contains(response.statusCode), let next = next(after: response, of: request) else {
                return nil
            }
            guard next.httpMethod?.uppercased() == request.httpMethod?.uppercased() else { return (next, nil) }
            if case .stream = upload.source { return nil }
            return (next, upload)
        }
    }
#endif
