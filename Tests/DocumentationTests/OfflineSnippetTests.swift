// DocC "Making Requests", "Offline: stubs and fixtures": StubTransport from sample data and from a closure,
// FixtureTransport's naming.
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct OfflineSnippetTests {
    @Test func `the three offline transports answer without a network`() async throws {
        let api = try RESTClient(baseURL: "https://api.github.com")
        // From each endpoint's sampleData:
        let offline = api.configured { $0.stubbing = .sampleData() }
        // From a closure that sees the endpoint: any status, headers, body, delay, or a transport error.
        let flakyClient = api.configured {
            $0.stubbing = .replying(delay: .milliseconds(200)) { endpoint, request in
                .failure(URLError(.notConnectedToInternet))
            }
        }
        // From recorded files:
        let recorded = FixtureTransport(directory: wordPressFixtures, mountPath: "/wp-json")
        // docs: URL(fileURLWithPath: "Fixtures/wordpress"), relative to the working directory

        #expect(try await offline.get(endpoint: GitHub.zen).string() == "Design for failure.")

        let start = ContinuousClock.now
        do {
            _ = try await flakyClient.get(endpoint: GitHub.zen).data()
            Issue.record("expected a transport error")
        } catch .transport(let error) {
            #expect(error.code == .notConnectedToInternet)
        } catch {
            Issue.record("unexpected: \(error)")
        }
        #expect(start.duration(to: .now) >= .milliseconds(200))

        let site = try RESTClient(baseURL: "https://example.com/wp-json", transport: recorded)
        let posts = try await site.get("wp/v2/posts").response()
        #expect(posts.statusCode == 200)
        #expect(posts.headers["X-WP-Total"] == "27")
    }

    @Test func `fixture files are found by path, query variant, verb and sidecar`() async throws {
        let site = try RESTClient(
            baseURL: "https://example.com/wp-json",
            transport: FixtureTransport(directory: wordPressFixtures, mountPath: "/wp-json"))

        // GET /wp-json/wp/v2/posts → Fixtures/wordpress/wp/v2/posts.json; the mount path itself → index.json.
        let first = try await site.get("wp/v2/posts").json()
        #expect(first[0]?["id"] == 30)
        let index = try await site.get("").json()
        #expect(index["name"] == "RESTChain Test Site")
        // Query items pick a variant: wp/v2/posts@page=2&per_page=10.json (sorted by name, whatever the order sent).
        let second = try await site.get("wp/v2/posts").query(key: "per_page", value: "10").query(
            key: "page", value: "2"
        )
        .response()
        #expect(try JSONDecoder().decode(JSONValue.self, from: second.body)[0]?["id"] == 20)
        #expect(second.headers["X-WP-TotalPages"] == "3")
        // Verbs other than GET add their name: wp/v2/posts.post.json, with its sidecar's 201.
        let created = try await site.post("wp/v2/posts", body: .json(["title": "Hello"])).response()
        #expect(created.statusCode == 201)
        #expect(created.headers["Location"] == "https://example.com/wp-json/wp/v2/posts/38")
        // With no matching file the request fails with a 404 whose body names every file it looked for.
        do {
            _ = try await site.get("wp/v2/absent").query(key: "page", value: "2").data()
            Issue.record("expected a 404")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 404)
            let body = String(decoding: failure.body, as: UTF8.self)
            #expect(body.contains("wp/v2/absent@page=2.json") && !body.contains("wp/v2/absent.json"))
        }
    }

    // DocC "Using Guild Wars 2", "Offline".
    @Test func `the Guild Wars 2 recordings answer the docs' offline calls as written`() async throws {
        let directory = repositoryRoot.appendingPathComponent("Fixtures/gw2")
        // docs: URL(fileURLWithPath: "Fixtures/gw2"), relative to the working directory
        let recorded = FixtureTransport(directory: directory, optionalQueryNames: ["lang"])
        let gw2 = try GuildWars2(transport: recorded)
        let recipe = try await gw2.get(endpoint: .recipe(id: 7319)).decode(type: GuildWars2.Recipe.self)
        let resolved = await gw2.resolve(GuildWars2.BulkResult(values: [recipe]))  // ids=46742,19684,19721,46747
        let names = recipe.ingredients.map { resolved.related.items[$0.id]?.name ?? "?" }

        #expect(resolved.related.items[recipe.outputItemID]?.id == 46742)
        #expect(names.count == 3 && !names.contains("?"))
        #expect(resolved.isComplete)
        do {
            _ = try await gw2.get(endpoint: .item(id: 123)).decode(type: GuildWars2.Item.self)
            Issue.record("expected a 404, not the recording of every item")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 404)
            let body = String(decoding: failure.body, as: UTF8.self)
            #expect(body.contains("items@id=123.json") && !body.contains("items.json"))
        }
    }
}
