// Endpoint enums: every part used, path values escaped, mapping applied per case.
import Foundation
import RESTChain
import Testing

enum GitHub: Endpoint, Equatable {
    case zen
    case userProfile(String)
    case authenticate(user: String)
    case star(repo: String)

    var path: String {
        switch self {
        case .zen: "zen"
        case .userProfile(let name): "users/\(segment: name)"
        case .authenticate: "login"
        case .star(let repo): "user/starred/\(segment: repo)"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .authenticate: .post
        case .star: .put
        default: .get
        }
    }

    var queryItems: [URLQueryItem] {
        if case .userProfile = self { return [URLQueryItem(name: "fields", value: "login,name")] }
        return []
    }

    var headers: HTTPHeaders { ["Accept": "application/vnd.github+json"] }

    var body: RequestBody? {
        if case .authenticate(let user) = self { return .json(["user": user]) }
        return nil
    }

    var sampleData: Data {
        switch self {
        case .zen: Data("Keep it logically awesome.".utf8)
        case .userProfile(let name): Data(#"{"login":"\#(name)"}"#.utf8)
        default: Data("{}".utf8)
        }
    }
}

struct EndpointTests {
    @Test func `an endpoint's path, verb, query, headers and body all reach the wire`() async throws {
        let recorder = StubRecorder()
        let github = try RESTClient(baseURL: "https://api.github.com", transport: recorder.transport())
        _ = try await github.get(endpoint: GitHub.userProfile("ann")).data()
        _ = try await github.request(GitHub.authenticate(user: "ann")).data()
        let sent = await recorder.requests
        #expect(sent[0].url?.absoluteString == "https://api.github.com/users/ann?fields=login,name")
        #expect(sent[0].value(forHTTPHeaderField: "Accept") == "application/vnd.github+json")
        #expect(sent[1].httpMethod == "POST")
        #expect(sent[1].httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"user":"ann"}"#)
    }

    @Test(arguments: [
        ("a/b", "a%2Fb"), ("ann smith", "ann%20smith"), ("who?x=1", "who%3Fx=1"), ("50%", "50%25"),
        ("née#1", "n%C3%A9e%231"),
    ])
    func `user values in a path stay one segment`(name: String, escaped: String) async throws {
        let recorder = StubRecorder()
        let github = try RESTClient(baseURL: "https://api.github.com", transport: recorder.transport())
        _ = try await github.get(endpoint: GitHub.userProfile(name)).data()
        let url = try #require(await recorder.requests.first?.url)
        #expect(url.absoluteString == "https://api.github.com/users/\(escaped)?fields=login,name")
        #expect(url.pathComponents.count == 3)
    }

    @Test func `the mapping signs every case except authenticate`() async throws {
        let recorder = StubRecorder()
        let github = try RESTClient(baseURL: "https://api.github.com", transport: recorder.transport()).configured {
            $0.endpointMapping = EndpointMapping { endpoint, request in
                guard let route = endpoint as? GitHub, case .authenticate = route else {
                    var signed = request
                    signed.headers["Authorization"] = "Bearer t0k3n"
                    return signed
                }
                return request
            }
        }
        _ = try await github.get(endpoint: GitHub.zen).data()
        _ = try await github.request(GitHub.authenticate(user: "ann")).data()
        _ = try await github.request(GitHub.star(repo: "apple/swift")).data()
        let auth = await recorder.requests.map { $0.value(forHTTPHeaderField: "Authorization") }
        #expect(auth == ["Bearer t0k3n", nil, "Bearer t0k3n"])
    }

    @Test func `sample data answers each endpoint offline`() async throws {
        let github = try RESTClient(baseURL: "https://api.github.com").configured { $0.stubbing = .sampleData() }
        #expect(try await github.get(endpoint: GitHub.zen).string() == "Keep it logically awesome.")
        #expect(try await github.get(endpoint: GitHub.userProfile("ann")).json()["login"] == "ann")
        await #expect {
            _ = try await github.get("zen").string()
        } throws: { ($0 as? RESTError)?.statusCode == 404 }
    }

    @Test func `a closure per endpoint gives any status, delay or transport error`() async throws {
        let stubbing = EndpointStubbing.replying(delay: .milliseconds(20)) { endpoint, _ in
            switch endpoint as? GitHub {
            case .zen: .response(RESTResponse(statusCode: 503, headers: ["Retry-After": "2"]))
            case .userProfile: .failure(URLError(.notConnectedToInternet))
            default: .response(RESTResponse(statusCode: 200, body: endpoint.sampleData))
            }
        }
        let github = try RESTClient(baseURL: "https://api.github.com").configured { $0.stubbing = stubbing }
        let start = ContinuousClock.now
        await #expect { _ = try await github.get(endpoint: GitHub.zen).data() } throws: {
            ($0 as? RESTError)?.statusCode == 503
        }
        #expect(start.duration(to: .now) >= .milliseconds(20))
        await #expect {
            _ = try await github.get(endpoint: GitHub.userProfile("x")).data()
        } throws: { error in
            if case .transport(let urlError) = error as? RESTError { return urlError.code == .notConnectedToInternet }
            return false
        }
        #expect(try await github.request(GitHub.star(repo: "a")).json() == [:])
    }

    @Test func `get(endpoint:) with an endpoint of another verb fails without sending anything`() async throws {
        let recorder = StubRecorder()
        let github = try RESTClient(baseURL: "https://api.github.com", transport: recorder.transport())
        do {
            _ = try await github.get(endpoint: GitHub.authenticate(user: "ann")).data()
            Issue.record("expected invalidRequest")
        } catch .invalidRequest(let reason) {
            #expect(reason.contains("POST") && reason.contains("request(_:)") && reason.contains("GitHub"))
            #expect(!reason.contains("ann"))
        } catch {
            Issue.record("unexpected: \(error)")
        }
        #expect(await recorder.requests.isEmpty)
    }

    @Test func `stubbing answers through adapters, monitors and any wrapping transport untouched`() async throws {
        let recorder = StubRecorder()
        let github = try RESTClient(baseURL: "https://api.github.com", transport: recorder.transport()).configured {
            $0.stubbing = .sampleData(statusCode: 203)
        }
        let response = try await github.get(endpoint: GitHub.zen).response()
        #expect(response.statusCode == 203)
        #expect(String(decoding: response.body, as: UTF8.self) == "Keep it logically awesome.")
        #expect(response.url?.absoluteString == "https://api.github.com/zen")
        #expect(await recorder.requests.isEmpty)
    }

    @Test func `the shared client is optional and nothing depends on it`() throws {
        RESTClient.setShared(nil)
        #expect(throws: RESTError.self) { _ = try RESTClient.shared }
        let api = try RESTClient(baseURL: "https://api.example.com")
        RESTClient.setShared(api)
        #expect(try RESTClient.shared.configuration.baseURL.string == "https://api.example.com")
        RESTClient.setShared(nil)
    }
}
