// README and DocC "Making Requests", "Completion handlers and one request in flight": chained handlers share one GET;
// delivery on the main actor.
import RESTChain
import Testing

/// The docs' `model`, updated on the main actor.
@MainActor
final class UsersModel {
    var users: [User] = []
}

struct CompletionHandlerSnippetTests {
    /// A client whose `users` answers after 200 ms, counting the requests that reach it.
    private static func slowUsers() throws -> (RESTClient, Box<Int>) {
        let requests = Box(0)
        let transport = StubTransport(
            delay: .milliseconds(200),
            respond: { _ in
                requests.update { $0 += 1 }
                return jsonResponse(#"[{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}]"#)
            })
        return (try RESTClient(baseURL: "https://api.example.com/api", version: .v(2), transport: transport), requests)
    }

    @Test(.timeLimit(.minutes(1)))
    func `a client that does not coalesce sends each overlapping GET`() async throws {
        let (shared, sharedRequests) = try Self.slowUsers()
        let (api, requests) = try Self.slowUsers()
        let unshared = api.configured { $0.coalescesRequests = false }

        async let first = unshared.get("users").decode(type: [User].self)
        async let second = unshared.get("users").decode(type: [User].self)
        async let third = shared.get("users").decode(type: [User].self)
        async let fourth = shared.get("users").decode(type: [User].self)
        _ = try await (first, second, third, fourth)

        #expect(requests.value == 2)
        #expect(sharedRequests.value == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func `three chained handlers get their own transformation of one request on the wire`() async throws {
        let (api, requests) = try Self.slowUsers()
        let (results, sink) = AsyncStream.makeStream(of: String.self)

        api.get("users")
            .string { result in sink.yield("string: \((try? result.get())?.contains("Ann") == true)") }
            // The same request on the wire:
            .data { result in sink.yield("data: \((try? result.get())?.isEmpty == false)") }
            .decode(type: [User].self) { result in sink.yield("users: \((try? result.get())?.count ?? 0)") }

        let received = await first(3, of: results)
        #expect(Set(received) == ["string: true", "data: true", "users: 2"])
        #expect(requests.value == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    @MainActor
    func `a handler delivered on the main actor can update main-actor state`() async throws {
        let (api, _) = try Self.slowUsers()
        let model = UsersModel()
        let (done, sink) = AsyncStream.makeStream(of: Void.self)

        api.get("users").decode(type: [User].self) { @MainActor result in
            model.users = (try? result.get()) ?? []
            sink.yield()
        }

        _ = await first(1, of: done)
        #expect(model.users.map(\.name) == ["Ann", "Bob"])
    }
}
