// FixtureTransport: answers requests from recorded response files in a directory.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers from recorded responses in a directory, so clients run offline on real shapes.
///
/// Files are found as ``FixtureLocation`` describes: `Fixtures/api/v2/users.json` answers
/// `GET https://api.example.com/api/v2/users` when the directory is mounted at `/api`, and
/// `users@page=2.json` answers `?page=2`. A request with no fixture gets a 404 whose JSON body names every file
/// that was looked for, so a missing recording is obvious — never another request's recording.
/// ```swift
/// let offline = FixtureTransport(directory: URL(fileURLWithPath: "Fixtures/api"), mountPath: "/api",
///                                optionalQueryNames: ["lang"])
/// let api = try RESTClient(baseURL: "https://api.example.com/api", transport: offline)
/// ```
public struct FixtureTransport: Transport {
    /// The directory the fixtures live in.
    public let directory: URL
    /// The URL path prefix the directory stands for.
    public let mountPath: String
    /// Names of query items a recording may leave out, such as `lang` when most recordings are in one language.
    public let optionalQueryNames: Set<String>
    /// Whether the path's own file answers a request whose query items match no recording; `false` by default.
    public let fallsBackToPath: Bool

    /// Creates a transport reading `directory`, standing for the URL path `mountPath`.
    ///
    /// - Parameters:
    ///   - directory: The directory the fixtures live in.
    ///   - mountPath: The URL path prefix the directory stands for, `/` by default.
    ///   - optionalQueryNames: Names of query items a recording may leave out; none by default, so a recording
    ///     answers only a request with exactly its query items.
    ///   - fallsBackToPath: Whether `items.json` answers `items?id=123` when `items@id=123.json` is missing;
    ///     `false` by default, so a missing recording is a 404 rather than a wrong answer.
    public init(
        directory: URL,
        mountPath: String = "/",
        optionalQueryNames: Set<String> = [],
        fallsBackToPath: Bool = false
    ) {
        self.directory = directory
        self.mountPath = mountPath
        self.optionalQueryNames = optionalQueryNames
        self.fallsBackToPath = fallsBackToPath
    }

    /// The recorded response for `request`, or a 404 naming the files looked for.
    ///
    /// - Throws: `URLError(.cannotDecodeContentData)` when a sidecar is not valid JSON;
    ///   ``RESTError/responseTooLarge(limit:url:)`` when the recording passes the request's size limit.
    public func send(_ request: TransportRequest) async throws -> RESTResponse {
        let response = try recording(for: request.urlRequest)
        if let limit = request.responseSizeLimit, response.body.count > limit { throw request.tooLarge }
        return response
    }

    private func recording(for request: URLRequest) throws -> RESTResponse {
        try Task.checkCancellation()
        let url = request.url
        let components = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: true) }
        let candidates = FixtureLocation.candidates(
            method: request.httpMethod ?? "GET",
            path: components?.path ?? "",
            queryItems: QueryEncoding.decode(components?.percentEncodedQuery),
            mountPath: mountPath,
            optionalQueryNames: optionalQueryNames,
            fallsBackToPath: fallsBackToPath
        )
        for location in candidates {
            let file = directory.appendingPathComponent(location.bodyPath)
            guard let body = try? Data(contentsOf: file) else { continue }
            let meta = try sidecar(location)
            var headers = HTTPHeaders(meta.headers ?? [:])
            if headers["Content-Type"] == nil { headers["Content-Type"] = "application/json; charset=UTF-8" }
            return RESTResponse(statusCode: meta.status ?? 200, headers: headers, body: body, url: url)
        }
        let message =
            "No fixture for \(request.httpMethod ?? "GET") \(url?.absoluteString ?? ""): looked for "
            + candidates.map { directory.appendingPathComponent($0.bodyPath).path }.joined(separator: ", ")
        let body = JSONValue.object(["code": "fixture_not_found", "message": .string(message)]).description
        return RESTResponse(
            statusCode: 404, headers: ["Content-Type": "application/json"], body: Data(body.utf8), url: url)
    }

    private struct Sidecar: Decodable {
        var status: Int?
        var headers: [String: String]?
    }

    private func sidecar(_ location: FixtureLocation) throws -> Sidecar {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(location.metaPath)) else {
            return Sidecar()
        }
        do {
            return try JSONDecoder().decode(Sidecar.self, from: data)
        } catch {
            throw URLError(.cannotDecodeContentData)
        }
    }
}
