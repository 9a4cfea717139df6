// Response decoding in public: decodeWithResponse gives value and response; RESTResponse decodes as sessions do.
import Foundation
import RESTChain
import Testing

struct ResponseDecodingTests {
    struct User: Decodable, Equatable {
        let id: Int
        let name: String
    }

    private func client(status: Int = 200, body: String, headers: HTTPHeaders = [:]) throws -> RESTClient {
        let stub = StubTransport { _ in
            RESTResponse(
                statusCode: status, headers: headers.merging(["Content-Type": "application/json"]),
                body: Data(body.utf8))
        }
        return try RESTClient(baseURL: "https://api.example.com", transport: stub)
    }

    @Test func `decodeWithResponse gives the decoded value with its status, headers and URL`() async throws {
        let api = try client(body: #"[{"id":1,"name":"Ann"}]"#, headers: ["X-Total-Count": "41"])
        let (users, response) = try await api.get("users").decodeWithResponse(type: [User].self)
        #expect(users == [User(id: 1, name: "Ann")])
        #expect(response.statusCode == 200)
        #expect(response.headers["X-Total-Count"] == "41")
        #expect(response.url?.absoluteString == "https://api.example.com/users")
    }

    @Test func `a plain session decodes the value at a key path of a wrapped body`() async throws {
        let api = try client(body: #"{"data": {"users": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}]}}"#)
        #expect(
            try await api.get("users").decode(type: [User].self, at: "data.users") == [
                User(id: 1, name: "Ann"), User(id: 2, name: "Bob"),
            ])
        #expect(try await api.get("users").decode(type: User.self, at: "data.users.1") == User(id: 2, name: "Bob"))
        #expect(try await api.get("users").decode(type: [String].self, at: "data.users.name") == ["Ann", "Bob"])
        let error = await #expect(throws: RESTError.self) {
            try await api.get("users").decode(type: [User].self, at: "data.people")
        }
        #expect(error?.description.contains("no 'people' in data (an object with users)") == true)
    }

    @Test func `decodeWithResponse keeps the coding path of a decoding failure`() async throws {
        let api = try client(body: #"[{"id":1,"name":"Ann"},{"id":"two","name":"Bo"}]"#)
        do {
            _ = try await api.get("users").decodeWithResponse(type: [User].self)
            Issue.record("expected a decoding failure")
        } catch .decoding(let failure) {
            #expect(failure.codingPath == "[1].id")
            #expect(failure.typeName == "Array<User>")
        }
    }

    @Test func `a response already held decodes with the same failures as a session`() throws {
        let response = RESTResponse(statusCode: 200, body: Data(#"{"id":1}"#.utf8))
        do {
            _ = try response.decode(type: User.self)
            Issue.record("expected a decoding failure")
        } catch .decoding(let failure) {
            #expect(failure.codingPath == "name")
        }
        let latin = RESTResponse(
            statusCode: 200, headers: ["Content-Type": "text/plain; charset=ISO-8859-1"],
            body: Data([0x63, 0x61, 0x66, 0xE9]))
        #expect(try latin.string() == "café")
    }

    /// Reads a list of users, as a helper a caller never names would.
    struct UserList: Decodable, DecodingFailureNaming {
        static var nameInDecodingFailures: String { "[User]" }
        let users: [User]

        init(from decoder: any Decoder) throws { users = try [User](from: decoder) }
    }

    @Test func `a failure names a type that names itself for failures by that name, in its one-line message`() throws {
        let response = RESTResponse(statusCode: 200, body: Data(#"{"id":1}"#.utf8))
        do {
            _ = try response.decode(type: UserList.self)
            Issue.record("expected a decoding failure")
        } catch {
            guard case .decoding(let failure) = error else {
                Issue.record("expected a decoding failure, got \(error)")
                return
            }
            #expect(failure.typeName == "[User]")
            #expect("\(error)".hasPrefix("Could not decode [User]: "), "\(error)")
            #expect(!"\(error)".contains("UserList"))
        }
    }
}
