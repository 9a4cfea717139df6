// The fixture transport: files by path and query, sidecars, and the missing-file error.
import Foundation
import RESTChain
import Testing

struct FixtureTransportTests {
    private func fixtureDirectory() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)")
        let posts = root.appendingPathComponent("wp/v2")
        try FileManager.default.createDirectory(at: posts, withIntermediateDirectories: true)
        try Data(#"[{"id":1}]"#.utf8).write(to: posts.appendingPathComponent("posts.json"))
        try Data(#"{"status":200,"headers":{"X-WP-Total":"2"}}"#.utf8)
            .write(to: posts.appendingPathComponent("posts.meta.json"))
        try Data(#"[{"id":2}]"#.utf8).write(to: posts.appendingPathComponent("posts@page=2&per_page=1.json"))
        try Data(#"{"id":3}"#.utf8).write(to: posts.appendingPathComponent("posts.post.json"))
        try Data(#"{"status":201}"#.utf8).write(to: posts.appendingPathComponent("posts.post.meta.json"))
        try Data(#"{"name":"Site"}"#.utf8).write(to: root.appendingPathComponent("index.json"))
        return root
    }

    @Test func `a request path maps to a file under the mount path, with its sidecar`() async throws {
        let directory = try fixtureDirectory()
        let api = try RESTClient(
            baseURL: "https://example.com/wp-json",
            transport: FixtureTransport(directory: directory, mountPath: "/wp-json"))
        let response = try await api.get("wp/v2/posts").response()
        #expect(response.headers["x-wp-total"] == "2")
        #expect(try await api.get("wp/v2/posts").json() == [["id": 1]])
        #expect(try await api.get("").json()["name"] == "Site")
        #expect(try await api.post("wp/v2/posts").response().statusCode == 201)
    }

    @Test func `query items select a variant in any order`() async throws {
        let directory = try fixtureDirectory()
        let api = try RESTClient(
            baseURL: "https://example.com/wp-json",
            transport: FixtureTransport(directory: directory, mountPath: "wp-json"))
        let page = try await api.get("wp/v2/posts").query(key: "per_page", value: "1").query(key: "page", value: "2")
            .json()
        #expect(page == [["id": 2]])
    }

    @Test func `a query with no recording is a 404, never the bare path's file, unless asked`() async throws {
        let directory = try fixtureDirectory()
        let strict = try RESTClient(
            baseURL: "https://example.com/wp-json",
            transport: FixtureTransport(directory: directory, mountPath: "/wp-json"))
        let falling = try RESTClient(
            baseURL: "https://example.com/wp-json",
            transport: FixtureTransport(directory: directory, mountPath: "/wp-json", fallsBackToPath: true))
        let lenient = try RESTClient(
            baseURL: "https://example.com/wp-json",
            transport: FixtureTransport(directory: directory, mountPath: "/wp-json", optionalQueryNames: ["context"]))

        let missing = try await strict.get("wp/v2/posts").query(key: "id", value: "9").acceptingAnyStatusCode()
            .response()
        #expect(missing.statusCode == 404)
        #expect(try await falling.get("wp/v2/posts").query(key: "id", value: "9").json() == [["id": 1]])
        #expect(try await lenient.get("wp/v2/posts").query(key: "context", value: "view").json() == [["id": 1]])
        let page = try await lenient.get("wp/v2/posts").query(key: "context", value: "view")
            .query(key: "page", value: "2").query(key: "per_page", value: "1").json()
        #expect(page == [["id": 2]])
    }

    @Test(arguments: [
        ("46742,19684,19721,19684", "ids=19684,19721,46742"), ("b,a,c", "ids=a,b,c"), ("10,9", "ids=9,10"),
    ])
    func `a list value picks its sorted, deduplicated recording`(value: String, variant: String) {
        let locations = FixtureLocation.candidates(
            method: "GET", path: "/v2/items", queryItems: [URLQueryItem(name: "ids", value: value)], mountPath: "/")
        #expect(locations.map(\.bodyPath) == ["v2/items@\(variant).json"])
    }

    @Test func `a request with no fixture fails with a 404 that names the files it looked for`() async throws {
        let directory = try fixtureDirectory()
        let api = try RESTClient(
            baseURL: "https://example.com/wp-json",
            transport: FixtureTransport(directory: directory, mountPath: "/wp-json"))
        do {
            _ = try await api.get("wp/v2/tags").query(key: "page", value: "3").data()
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 404)
            let text = String(decoding: failure.body, as: UTF8.self)
            #expect(text.contains("wp/v2/tags@page=3.json") && !text.contains("wp/v2/tags.json"))
        } catch {
            Issue.record("wrong error \(error)")
        }
    }
}
