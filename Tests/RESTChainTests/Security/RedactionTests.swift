// Secrets never leave in text: descriptions, reflections, errors and redirects.
import Foundation
import RESTChain
import TestSupport
import Testing

struct RedactionTests {
    static let secret = "SECRET-4711"

    /// Every way Swift turns a value into text.
    static func texts(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped, "\(value)"]
    }

    static func plantedClient(transport: any Transport = StubTransport { _ in .init(statusCode: 200) }) throws
        -> RESTClient
    {
        var configuration = ClientConfiguration(
            baseURL: try BaseURL("https://api.example.com"),
            headers: [
                "Authorization": "Bearer \(secret)", "X-API-KEY": secret, "X-Auth": secret, "Cookie": "sid=\(secret)",
                "X-Tenant-Key": secret,
            ],
            queryItems: [URLQueryItem(name: "access_token", value: secret)],
            transport: transport
        )
        configuration.sensitiveNames = ["X-Tenant-Key"]
        return RESTClient(configuration: configuration)
    }

    @Test func `clients, sessions, requests and headers never show a secret`() throws {
        let api = try Self.plantedClient()
        let get = api.get("users").query(key: "jwt", value: Self.secret).setting(header: "X-Session", to: Self.secret)
        let post = api.post("users").query(key: "X-Amz-Signature", value: Self.secret)
        let values: [Any] = [api, api.configuration, get, post, get.request, post.request, get.request.headers]
        for value in values {
            for text in Self.texts(of: value) {
                #expect(!text.contains(Self.secret), "\(type(of: value)) shows the secret: \(text)")
            }
        }
        #expect(String(describing: get).contains("https://api.example.com/users"))
    }

    @Test func `an HTTP error never shows a secret of its URL`() async throws {
        let stub = StubTransport { request in
            RESTResponse(statusCode: 404, body: Data("no such thing\nsecond line\u{0}\u{7F}".utf8), url: request.url)
        }
        let api = try Self.plantedClient(transport: stub)
        do {
            _ = try await api.get("missing").query(key: "code", value: Self.secret).data()
            Issue.record("expected a 404")
        } catch {
            for text in Self.texts(of: error) + [error.localizedDescription] {
                #expect(!text.contains(Self.secret))
            }
            #expect(error.description.hasPrefix("HTTP 404 from https://api.example.com/missing?"))
            #expect(!error.description.contains("\n") && !error.description.contains("\u{0}"))
            #expect(error.description.contains(#"no such thing\nsecond line\u{0}\u{7f}"#))
            if case .httpStatus(let failure) = error {
                #expect(failure.url?.absoluteString.contains(Self.secret) == false)
            }
        }
    }

    @Test(arguments: TransportKind.available)
    func `a transport error keeps its URL and never shows a secret of it`(over kind: TransportKind) async throws {
        let api = try RESTClient(baseURL: "http://127.0.0.1:1", transport: kind.make().transport)
        do {
            _ = try await api.get("x").query(key: "password", value: Self.secret).query(key: "page", value: "2").data()
            Issue.record("expected a transport error")
        } catch {
            for text in Self.texts(of: error) + [error.localizedDescription] {
                #expect(!text.contains(Self.secret))
            }
            #expect(error.description.contains("(http://127.0.0.1:1/x?password=<redacted>&page=2)"))
            guard case .transport(let failure) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(failure.failingURL?.absoluteString == "http://127.0.0.1:1/x?password=REDACTED&page=2")
        }
    }

    @Test func `a long error body is cut to one line with an ellipsis`() {
        let failure = HTTPFailure(
            response: RESTResponse(statusCode: 500, body: Data(String(repeating: "ab\n", count: 500).utf8)))
        #expect(failure.bodyText.hasSuffix("…"))
        #expect(failure.bodyText.count == 201)
        #expect(!RESTError.httpStatus(failure).description.contains("\n"))
    }

    @Test(arguments: TransportKind.available)
    func `a cross-origin redirect drops every secret header and keeps the others`(over kind: TransportKind) async throws
    {
        let origin = try await TestServer.start()
        defer { origin.stop() }
        let other = try await TestServer.start()
        defer { other.stop() }
        let api = try Self.plantedClient(transport: kind.make().transport).configured {
            $0.baseURL = try BaseURL(origin.baseURL)
            $0.headers["X-Trace"] = "kept"
        }
        let echoed = try await api.get("redirect-to").query(key: "url", value: other.url("/echo").absoluteString).json()
        let headers = echoed["headers"]
        for name in ["authorization", "x-api-key", "x-auth", "cookie", "x-tenant-key"] {
            #expect(headers?[name] == nil, "\(name) reached the other host")
        }
        #expect(headers?["x-trace"] == "kept")
    }

    @Test(arguments: TransportKind.available, [307, 308])
    func `a 307 or 308 of a POST is returned instead of being sent on without its body`(
        over kind: TransportKind, status: Int
    ) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let response = try await api.post("redirect-to", body: .json(["name": "Ann"]))
            .query([.init(name: "url", value: "/echo"), .init(name: "status", value: "\(status)")])
            .acceptingAnyStatusCode()
            .response()
        #expect(response.statusCode == status)
        #expect(try await server.stats(path: "/echo").count == 0)
    }
}
