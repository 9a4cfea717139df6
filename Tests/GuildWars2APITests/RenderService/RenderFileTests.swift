// RenderFileTests: render-service files come through the face's cache and limits, never with its API key.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct RenderFileTests {
    private static let signature = "4F19A8B4E309C3042358FB194F7190331DEF27EB"

    private func icon(on server: TestServer, id: Int = 61041, size: Int? = nil) throws -> URL {
        let query = size.map { "?size=\($0)" } ?? ""
        return try #require(URL(string: "\(server.baseURL)/file/\(Self.signature)/\(id).png\(query)"))
    }

    @Test func `an icon reaches the render host without the key, the schema or the face's headers`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(
            route: server.baseURL, language: .de, accessToken: "my-key", schemaVersion: .latest)
        let png = try await gw2.renderFile(try icon(on: server)).data()
        #expect(png.count == 4096)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let logged = try #require(try await server.requests(path: "/file/\(Self.signature)/61041.png").first)
        #expect(logged.header("authorization") == nil)
        #expect(logged.header("x-schema-version") == nil)
        #expect(logged.header("accept") != "application/json", "the face's own headers stay with the API")
        _ = try await gw2.get(endpoint: .account).data()
        let account = try #require(try await server.requests(path: "/v2/account").first)
        #expect(account.header("authorization") == "Bearer my-key", "the API itself still gets the key")
    }

    @Test func `a second ask for the same icon is answered by the face's HTTP cache`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let first = try await gw2.renderFile(try icon(on: server, id: 7)).response()
        let second = try await gw2.renderFile(try icon(on: server, id: 7)).response()
        #expect(second.body == first.body)
        #expect(second.cacheStatus == .hit)
        #expect(try await server.requests(path: "/file/\(Self.signature)/7.png").count == 1)
    }

    @Test func `an icon past the face's size limit is refused`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL).configured { $0.responseSizeLimit = 1_000 }
        await #expect {
            _ = try await gw2.renderFile(try icon(on: server, size: 5_000)).data()
        } throws: { error in
            guard case .responseTooLarge(let limit, _) = error as? RESTError else { return false }
            return limit == 1_000
        }
    }

    @Test func `an icon is saved to disk through download(to:)`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gw2-icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("61041.png")
        let saved = try await gw2.renderFile(try icon(on: server, size: 100_000)).download(to: destination)
        #expect(saved.size == 100_000)
        let bytes = try Data(contentsOf: destination)
        #expect(bytes.count == 100_000)
        #expect(bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func `icons do not spend the API's rate limit`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        // One token, and the next a hundred seconds away: an icon that waited for the limiter would outlast the
        // suite's time limit.
        let gw2 = try GuildWars2(route: server.baseURL, rateLimiter: RateLimiter(capacity: 1, refillPerSecond: 0.01))
        _ = try await gw2.get(endpoint: .build).data()
        for id in 1...3 {
            #expect(try await gw2.renderFile(try icon(on: server, id: id)).data().count == 4096)
        }
    }
}
