// README and DocC "Making Requests", "Your own API as a type" and "Endpoint mapping": an Endpoint enum, escaped
// segments and a signing hook.
import RESTChain
import TestSupport
import Testing

struct EndpointSnippetTests {
    @Test func `the GitHub enum's cases reach their paths and decode`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }

        let github = try RESTClient(baseURL: server.baseURL + "/echo")  // docs: "https://api.github.com"
        let zen = try await github.get(endpoint: GitHub.zen).string()
        let me = try await github.request(GitHub.userProfile("ann")).decode(type: Profile.self)

        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(zen.utf8))["path"] == "/echo/zen")
        #expect(me.method == "GET" && me.path == "/echo/users/ann")
        let slashed = try await github.get(endpoint: GitHub.userProfile("a/b c")).decode(type: Profile.self)
        #expect(slashed.path == "/echo/users/a%2Fb%20c")
    }

    @Test func `spaces, question marks and hashes in a path are escaped`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL + "/echo")

        let echoed = try await api.get("files/a b?c#d").decode(type: Profile.self)
        #expect(echoed.path == "/echo/files/a%20b%3Fc%23d")
    }

    @Test func `a lone percent sign is escaped and an existing escape is kept`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL + "/echo")

        let lone = try await api.get("files/100%").decode(type: Profile.self)
        #expect(lone.path == "/echo/files/100%25")
        let escaped = try await api.get("files/50%20off").decode(type: Profile.self)
        #expect(escaped.path == "/echo/files/50%20off")
        let segment = try await api.get("files/\(segment: "50%20off")").decode(type: Profile.self)
        #expect(segment.path == "/echo/files/50%2520off")
    }

    @Test func `the endpoint mapping signs every case but one`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let github = try RESTClient(baseURL: server.baseURL + "/echo")
        let token = "t0k3n"

        let signed = github.configured {
            $0.endpointMapping = EndpointMapping { endpoint, request in
                guard let route = endpoint as? MyAPI, route != .authenticate else { return request }
                var request = request
                request.headers["Authorization"] = "Bearer \(token)"
                return request
            }
        }

        let profile = try await signed.get(endpoint: MyAPI.profile).json()
        let authenticate = try await signed.request(MyAPI.authenticate).json()
        let zen = try await signed.get(endpoint: GitHub.zen).json()
        #expect(profile["headers"]?["authorization"] == "Bearer t0k3n")
        #expect(authenticate["method"] == "POST" && authenticate["headers"]?["authorization"] == nil)
        #expect(zen["path"] == "/echo/zen" && zen["headers"]?["authorization"] == nil)
    }
}
