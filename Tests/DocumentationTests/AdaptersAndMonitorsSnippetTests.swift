// DocC "Making Requests", "Request adapters" and "Event monitors and the logger": a shared token refresh, a
// cookie-dropping
// adapter, the monitors' event order and the logger's redacted line.
import RESTChain
import TestSupport
import Testing

struct AdaptersAndMonitorsSnippetTests {
    @Test func `the adapters put one refreshed token on every request and drop the cookie`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let auth = Auth()

        let tokens = TokenStore { try await auth.refreshToken() }
        let api = try RESTClient(baseURL: server.baseURL + "/echo").configured {  // docs: "https://api.example.com"
            $0.adapters = [
                Authenticator(tokens: tokens),
                ClosureAdapter { request in
                    var request = request
                    request.setValue(nil, forHTTPHeaderField: "Cookie")
                    return request
                },
            ]
        }

        let echoes = try await withThrowingTaskGroup(of: JSONValue.self) { group in
            for index in 1...5 {
                group.addTask { try await api.get("item/\(index)").setting(header: "Cookie", to: "session=1").json() }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(echoes.count == 5)
        #expect(echoes.allSatisfy { $0["headers"]?["authorization"] == "Bearer token-1" })
        #expect(echoes.allSatisfy { $0["headers"]?["cookie"] == nil })
        #expect(await tokens.refreshCount == 1)
        #expect(await auth.refreshes == 1)
    }

    @Test func `monitors hear started, created, adapted, sent, received and finished in order`() async throws {
        let events = Box<[String]>([])
        let stub = StubTransport(respond: { _ in jsonResponse("{}") })
        let api = try RESTClient(baseURL: "https://api.example.com", transport: stub).configured {
            $0.adapters = [ClosureAdapter { $0 }]
            $0.monitors = [
                ClosureMonitor { event in
                    let name =
                        switch event {
                        case .started: "started"
                        case .created: "created"
                        case .adapted: "adapted"
                        case .sent: "sent"
                        case .received(_, let response, _): "received \(response.statusCode)"
                        case .failed: "failed"
                        case .cache: "cache"
                        case .retrying: "retrying"
                        case .finished: "finished"
                        }
                    events.update { $0.append(name) }
                }
            ]
        }
        _ = try await api.get("items").data()
        #expect(events.value == ["started", "created", "adapted", "sent", "received 200", "finished"])
    }

    @Test func `the logger writes one redacted line per request`() async throws {
        let stub = StubTransport(respond: { _ in RESTResponse(statusCode: 200, body: Data(count: 512)) })
        let api = try RESTClient(
            baseURL: "https://api.example.com", version: .v(2),
            headers: ["Authorization": "Bearer s3cr3t"], transport: stub)

        let logged = api.configured { $0.monitors = [LoggingMonitor()] }
        _ = try await logged.get("items").query(key: "access_token", value: "s3cr3t").data()  // prints the line

        let lines = Box<[String]>([])
        let captured = api.configured { $0.monitors = [LoggingMonitor { line in lines.update { $0.append(line) } }] }
        _ = try await captured.get("items").query(key: "access_token", value: "s3cr3t").data()

        let line = try #require(lines.value.first)
        #expect(lines.value.count == 1)
        // GET https://api.example.com/v2/items?access_token=<redacted> [Authorization: <redacted>] → 200, 512 bytes, 31 ms
        #expect(
            line.hasPrefix(
                "GET https://api.example.com/v2/items?access_token=<redacted> [Authorization: <redacted>] → 200, 512 bytes, "
            ))
        #expect(line.hasSuffix(" ms"))
        #expect(!line.contains("s3cr3t"))
    }

    @Test func `a monitor prints each request as a curl command, its secrets redacted`() async throws {
        let stub = StubTransport(respond: { _ in RESTResponse(statusCode: 200, body: Data()) })
        let api = try RESTClient(
            baseURL: "https://api.example.com", version: .v(2),
            headers: ["Authorization": "Bearer s3cr3t"], transport: stub)
        let lines = Box<[String]>([])

        let asCurl = api.configured {
            $0.monitors = [
                ClosureMonitor { event in
                    if case .sent(let request) = event {
                        lines.update { $0.append(TransportRequest(request).curlDescription()) }  // docs: print(…)
                    }
                }
            ]
        }
        _ = try await asCurl.get("items").query(key: "access_token", value: "s3cr3t").data()

        let line = try #require(lines.value.first)
        #expect(line.hasPrefix("curl 'https://api.example.com/v2/items?access_token=<redacted>'"), "\(line)")
        #expect(line.contains("-H 'Authorization: <redacted>'") && !line.contains("s3cr3t"), "\(line)")
    }
}
