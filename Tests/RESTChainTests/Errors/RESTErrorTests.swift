// RESTError in memory: each failure gives the right case and one readable line.
import Foundation
import RESTChain
import Testing

struct RESTErrorTests {
    struct APIMessage: APIErrorBody, Decodable {
        let code: String
        let message: String
        var description: String { "\(code): \(message)" }
    }

    @Test func `a 404 with a JSON body carries status, body and the decoded API error`() async throws {
        let body = Data(#"{"code":"not_found","message":"No user 9"}"#.utf8)
        let api = try stubClient(
            StubTransport { _ in RESTResponse(statusCode: 404, headers: ["X-Id": "1"], body: body) },
            errorDecoding: .json(APIMessage.self))
        do {
            _ = try await api.get("users/9").decode(type: User.self)
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 404)
            #expect(failure.headers["x-id"] == "1")
            #expect(failure.body == body)
            #expect((failure.apiError as? APIMessage)?.message == "No user 9")
            #expect(
                RESTError.httpStatus(failure).description
                    == "HTTP 404 from https://api.example.com/api/v2/users/9: not_found: No user 9")
        } catch {
            Issue.record("wrong error \(error)")
        }
    }

    @Test func `other status codes can be accepted per session`() async throws {
        let api = try stubClient(StubTransport { _ in RESTResponse(statusCode: 404, body: Data("{}".utf8)) })
        #expect(try await api.get("x").accepting(statusCodes: 200..<300, 404).response().statusCode == 404)
        #expect(try await api.get("x").acceptingAnyStatusCode().json() == [:])
        await #expect(throws: RESTError.self) { try await api.get("x").data() }
    }

    @Test func `a decoding failure names the coding path and shows the start of the body`() async throws {
        let body = #"[{"id":1,"name":"Ann","admin":true},{"id":2,"name":3,"admin":false}]"#
        let api = try stubClient(StubTransport { _ in RESTResponse(statusCode: 200, body: Data(body.utf8)) })
        do {
            _ = try await api.get("users").decode(type: [User].self)
            Issue.record("expected a failure")
        } catch .decoding(let failure) {
            #expect(failure.codingPath == "[1].name")
            #expect(failure.typeName == "Array<User>")
            #expect(failure.bodyPrefix.hasPrefix(#"[{"id":1"#))
            let line = RESTError.decoding(failure).description
            #expect(line.hasPrefix("Could not decode Array<User> at [1].name: expected String"))
            #expect(!line.contains("\n"))
        } catch {
            Issue.record("wrong error \(error)")
        }
    }

    @Test func `a transport failure keeps its URLError`() async throws {
        let api = try stubClient(StubTransport { _ in .failure(URLError(.cannotConnectToHost)) })
        do {
            _ = try await api.get("x").data()
            Issue.record("expected a failure")
        } catch .transport(let error) {
            #expect(error.code == .cannotConnectToHost)
        } catch {
            Issue.record("wrong error \(error)")
        }
    }

    @Test func `a missing key is reported with its full path`() async throws {
        let api = try stubClient(StubTransport { _ in RESTResponse(statusCode: 200, body: Data(#"{"id":1}"#.utf8)) })
        await #expect {
            _ = try await api.get("u").decode(type: User.self)
        } throws: { error in
            guard case .decoding(let failure) = error as? RESTError else { return false }
            return failure.codingPath == "name" && failure.reason == #"missing key "name""#
        }
    }
}
