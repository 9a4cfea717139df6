// The types the docs' snippets use without declaring them: User, Credentials, Token, Profile, GitHub, MyAPI…
import RESTChain

/// The docs' `User`: the loopback server's `/json/users` holds Ann (1) and Bob (2) in this shape.
struct User: Codable, Sendable, Equatable {
    let id: Int
    let name: String
}

/// The docs' login credentials.
struct Credentials: Codable, Sendable, Equatable {
    let email: String
    let password: String
}

/// The docs' `Token`. The loopback echo answers with the request it received, so here a "token" is that echo:
/// the verb, the path and the JSON body the server parsed.
struct Token: Decodable, Sendable {
    let method: String
    let path: String
    let json: JSONValue?
}

/// The docs' `Profile`, read from the loopback echo of `users/<name>`.
struct Profile: Decodable, Sendable {
    let method: String
    let path: String
}

/// The docs' `Article`: the loopback server's paginated items are `{"id": i, "title": "Item i"}`.
struct Article: Decodable, Sendable, Equatable {
    let id: Int
    let title: String
}

/// The docs' error format, registered with `errorDecoding: .json(MyAPIError.self)`; the loopback server's
/// error bodies are `{"code", "message", "data"}`.
struct MyAPIError: APIErrorBody, Decodable {
    let code: String
    let message: String
    var description: String { "\(code): \(message)" }
}

/// The docs' `GitHub` endpoint enum, exactly as "Your own API as a type" declares it.
enum GitHub: Endpoint {
    case zen
    case userProfile(String)
    var path: String {
        switch self {
        case .zen: "zen"
        case .userProfile(let name): "users/\(segment: name)"  // escaped: "a/b" stays one segment
        }
    }
    var sampleData: Data { Data("Design for failure.".utf8) }  // optional: for stubs
    // optional: method, queryItems, headers, body
}

/// The docs' `MyAPI` of "Endpoint mapping": one case that must stay unsigned, one that is signed.
enum MyAPI: Endpoint, Equatable {
    case authenticate
    case profile
    var path: String {
        switch self {
        case .authenticate: "authenticate"
        case .profile: "profile"
        }
    }
    var method: HTTPMethod { self == .authenticate ? .post : .get }
}

/// The docs' `auth` of "Request adapters": hands out a new token on each refresh, after a short pause.
actor Auth {
    private(set) var refreshes = 0

    func refreshToken() async throws -> String {
        refreshes += 1
        let number = refreshes
        try await Task.sleep(for: .milliseconds(50))
        return "token-\(number)"
    }
}
