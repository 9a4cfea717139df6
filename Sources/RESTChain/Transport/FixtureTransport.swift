// FixtureTransport: answers requests from recorded response files in a directory.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers from recorded responses in a directory, so clients run offline on real shapes.
///
/// Files are found as ``FixtureLocation`` describes: `Fixtures/wordpress/wp/v2/posts.json` answers
/// `GET https://site/wp-json/wp/v2/posts` when the directory is mounted at `/wp-json`, and
/// `posts@page=2.json` answers `?page=2`. A request with no fixture gets a 404 whose JSON body names every file
/// that was looked for, so a missing recording is obvious.
/// ```swift
/// let offline = FixtureTransport(directory: URL(fileURLWithPath: "Fixtures/wordpress"), mountPath: "/wp-json")
/// let wp = try WordPress(route: "https://example.com/wp-json", transport: offline)
/// ```
public struct FixtureTransport: Transport {
    /// The directory the fixtures live in.
    public let directory: URL
    /// The URL path prefix the directory stands for.
    public let mountPath: String

    /// Creates a transport reading `directory`, standing for the URL path `mountPath`.
    public init(directory: URL, mountPath: String = "/") {
        self.directory = directory
        self.mountPath = mountPath
    }

    /// The recorded response for `request`, or a 404 naming the files looked for.
    ///
    /// - Throws: `URLError(.cannotDecodeContentData)` when a sidecar is not valid JSON.
    public func send(_ request: URLRequest) async throws -> RESTResponse {
        try Task.checkCancellation()
        let url = request.url
        let components = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: true) }
        let candidates = FixtureLocation.candidates(
            method: request.httpMethod ?? "GET",
            path: components?.path ?? "",
            queryItems: QueryEncoding.decode(components?.percentEncodedQuery),
            mountPath: mountPath
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
