// RESTClient's verbs: get, post, put, patch, delete and any other verb by name.
import Foundation

extension RESTClient {
    /// A GET session for `path`; nothing is sent until a handler asks for the response.
    public func get(_ path: String) -> GetSession {
        GetSession(client: self, request: prepare(.get, path))
    }

    /// A GET session for an absolute URL, such as a pagination link; its query items are kept.
    ///
    /// The client's headers are sent; its default query items are not added again.
    public func get(url: URL) -> GetSession {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        let query = QueryEncoding.decode(components?.percentEncodedQuery)
        components?.query = nil
        components?.fragment = nil
        let request = PreparedRequest(
            method: .get,
            url: components?.string ?? url.absoluteString,
            queryItems: query,
            headers: pipeline.configuration.headers
        )
        return GetSession(client: self, request: request)
    }

    /// A POST session for `path` with an optional body.
    public func post(_ path: String, body: RequestBody? = nil) -> RequestSession {
        request(.post, path, body: body)
    }

    /// A PUT session for `path` with an optional body.
    public func put(_ path: String, body: RequestBody? = nil) -> RequestSession {
        request(.put, path, body: body)
    }

    /// A PATCH session for `path` with an optional body.
    public func patch(_ path: String, body: RequestBody? = nil) -> RequestSession {
        request(.patch, path, body: body)
    }

    /// A DELETE session for `path` with an optional body.
    public func delete(_ path: String, body: RequestBody? = nil) -> RequestSession {
        request(.delete, path, body: body)
    }

    /// A session for any verb, such as `request("PURGE", "cache")`.
    public func request(_ method: HTTPMethod, _ path: String, body: RequestBody? = nil) -> RequestSession {
        RequestSession(client: self, request: prepare(method, path, body: body))
    }

    /// A session whose parameters go where `encoding` says: by default in the query string for GET, HEAD and
    /// DELETE, and as a JSON body (booleans as `true`/`false`) for every other verb.
    ///
    /// ```swift
    /// api.request(.post, "login", parameters: ["email": "a@b.c", "remember": true])
    /// api.request(.post, "search", parameters: ["q": "swift"], encoding: .queryString)
    /// ```
    public func request(
        _ method: HTTPMethod,
        _ path: String,
        parameters: [String: JSONValue],
        encoding: ParameterEncoding = .automatic
    ) -> RequestSession {
        let sorted = parameters.sorted { $0.key < $1.key }
        let items = sorted.map { URLQueryItem(name: $0.key, value: $0.value.parameterText) }
        var prepared = prepare(method, path)
        switch encoding {
        case .automatic where method.encodesParametersInQuery, .queryString:
            prepared.queryItems += items
        case .automatic, .jsonBody:
            prepared.body = .json(JSONValue.object(parameters))
        case .formBody:
            prepared.body = .form(items)
        }
        return RequestSession(client: self, request: prepared)
    }
}
