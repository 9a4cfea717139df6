// Offline fallback: the network's answer saved, the store's answer when the network fails, and which it was.
import Foundation
import RESTChain
import RESTChainStore
import TestSupport
import Testing

/// A user as the loopback server's `/json/users` sends it.
struct ServerUser: Codable, Sendable, Equatable, Identifiable {
    var id: Int
    var name: String
    var admin: Bool
    var email: String?
}

struct OfflineFallbackTests {
    @Test func `over loopback, the network answers first and the store answers once the server is gone`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let store = try ModelStore.inMemory()
        let api = try RESTClient(baseURL: server.baseURL)
        let users = api.get("json/users").cachePolicy(.noStore).offlineFallback(to: store)

        let online = try await users.decodeWithSource(type: [ServerUser].self)
        #expect(online.source == .network)
        #expect(online.value.map(\.name) == ["Ann", "Bob"])

        server.stop()
        let offline = try await withWatchdog { () -> Sourced<[ServerUser]> in
            while true {
                let result = try await users.decodeWithSource(type: [ServerUser].self)
                if result.source == .store { return result }
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        #expect(offline.value == online.value)
        #expect(offline.fetchedAt <= Date())
    }

    @Test func `over loopback, with nothing stored the network's error comes through unchanged`() async throws {
        let server = try await TestServer.start()
        let base = server.baseURL
        server.stop()
        let api = try RESTClient(baseURL: base)
        let store = try ModelStore.inMemory()
        try await withWatchdog {
            // Wait until the port refuses, then ask with an empty store.
            while (try? await api.get("json/users").cachePolicy(.noStore).data()) != nil {
                try await Task.sleep(for: .milliseconds(20))
            }
            do {
                _ = try await api.get("json/users").cachePolicy(.noStore).offlineFallback(to: store)
                    .decodeWithSource(type: [ServerUser].self)
                Issue.record("expected the network's error")
            } catch let error as RESTError {
                guard case .transport = error else { throw error }
            }
        }
    }

    @Test func `a 5xx falls back to the store, a 404 does not`() async throws {
        let status = Locked(200)
        let api = try RESTClient(
            baseURL: "https://api.example.com",
            transport: StubTransport { _ in
                RESTResponse(statusCode: status.withLock { $0 }, body: Data(#"{"id": 1, "title": "saved"}"#.utf8))
            })
        let store = try ModelStore.inMemory()
        let note = api.get("notes/1").offlineFallback(to: store)
        #expect(try await note.decodeWithSource(type: Note.self).source == .network)
        status.withLock { $0 = 503 }
        let fallback = try await note.decodeWithSource(type: Note.self)
        #expect(fallback.source == .store)
        #expect(fallback.value.title == "saved")
        status.withLock { $0 = 404 }
        do {
            _ = try await note.decodeWithSource(type: Note.self)
            Issue.record("expected the 404")
        } catch let error as RESTError {
            #expect(error.statusCode == 404)
        }
    }
}
