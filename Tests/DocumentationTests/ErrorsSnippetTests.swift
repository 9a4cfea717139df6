// README and DocC "Making Requests", "Errors": the typed catch of a 404, the API's decoded error, accepted status codes
// and every case's trigger.
import RESTChain
import TestSupport
import Testing

struct ErrorsSnippetTests {
    @Test func `the docs' typed catch sees a missing user as a 404 with its body`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL + "/json")
        var missing: String?
        var other: RESTError?

        do {
            _ = try await api.get("users/9").decode(type: User.self)
        } catch .httpStatus(let failure) where failure.statusCode == 404 {
            let shown: Any = failure.apiError ?? failure.bodyText  // docs: print("missing:", …)
            missing = "missing: \(shown)"
        } catch {
            other = error  // docs: print(error)
        }

        #expect(other == nil)
        let line = try #require(missing)
        #expect(line.contains("user_not_found") && line.contains("No user with id 9"))
    }

    @Test func `a registered error format arrives decoded and accepted codes do not throw`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL + "/json", errorDecoding: .json(MyAPIError.self))

        do {
            _ = try await api.get("users/9").decode(type: User.self)
            Issue.record("expected a 404")
        } catch .httpStatus(let failure) where failure.statusCode == 404 {
            let apiError = try #require(failure.apiError as? MyAPIError)
            #expect(apiError.code == "user_not_found")
            #expect(String(describing: RESTError.httpStatus(failure)).contains("user_not_found: No user with id 9"))
        } catch {
            Issue.record("unexpected: \(error)")
        }

        let body = try await api.get("users/9").accepting(statusCodes: 200..<300, 404).json()
        #expect(body["code"] == "user_not_found")
    }

    @Test func `each case of the table is thrown where the docs say, with a one-line description`() async throws {
        struct Author: Decodable { let name: String }
        struct Post: Decodable { let author: Author }
        struct Refused: Error {}
        let stub = StubTransport(
            delay: .milliseconds(50),
            reply: { request in
                switch request.url?.path {
                case "/offline": .failure(URLError(.notConnectedToInternet))
                case "/posts":
                    .response(
                        jsonResponse(
                            #"[{"author": {"name": "a"}}, {"author": {"name": "b"}}, "#
                                + #"{"author": {"name": "c"}}, {"author": {"name": 4}}]"#))
                default: .response(jsonResponse("{}"))
                }
            })
        let api = try RESTClient(baseURL: "https://api.example.com", transport: stub)
        var errors: [RESTError] = []

        do { _ = try RESTClient(baseURL: "ftp://example.com") } catch { errors.append(error) }
        do { _ = try await api.post("x", body: .json(Double.nan)).data() } catch { errors.append(error) }
        do { _ = try await api.get("offline").data() } catch { errors.append(error) }
        do { _ = try await api.get("posts").decode(type: [Post].self) } catch { errors.append(error) }
        let refusing = api.configured { $0.adapters = [ClosureAdapter { _ in throw Refused() }] }
        do { _ = try await refusing.get("any").data() } catch { errors.append(error) }
        let waiting = Task { () -> Result<Data, RESTError> in
            do throws(RESTError) { return .success(try await api.get("slow").data()) } catch { return .failure(error) }
        }
        waiting.cancel()
        if case .failure(let error) = await waiting.value { errors.append(error) }

        try #require(errors.count == 6)
        guard case .invalidURL(_, let reason) = errors[0] else {
            Issue.record("\(errors[0])")
            return
        }
        #expect(reason.contains("http"))
        guard case .invalidRequest = errors[1] else {
            Issue.record("\(errors[1])")
            return
        }
        guard case .transport(let urlError) = errors[2] else {
            Issue.record("\(errors[2])")
            return
        }
        #expect(urlError.code == .notConnectedToInternet)
        guard case .decoding(let failure) = errors[3] else {
            Issue.record("\(errors[3])")
            return
        }
        #expect(failure.codingPath == "[3].author.name")
        #expect(failure.bodyPrefix.hasPrefix(#"[{"author""#))
        guard case .adaptation(let adaptation) = errors[4] else {
            Issue.record("\(errors[4])")
            return
        }
        #expect(adaptation.underlying is Refused)
        guard case .cancelled = errors[5] else {
            Issue.record("\(errors[5])")
            return
        }
        #expect(errors.allSatisfy { !$0.description.isEmpty && !$0.description.contains("\n") })
    }
}
