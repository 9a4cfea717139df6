// Verbs and bodies in memory: JSON, form, multipart, parameters and any verb.
import Foundation
import RESTChain
import Testing

struct RequestSessionTests {
    struct Credentials: Encodable {
        let email: String
        let password: String
        let remember: Bool
    }

    @Test func `each verb is sent as named, including custom verbs`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        _ = try await api.post("a").data()
        _ = try await api.put("a").data()
        _ = try await api.patch("a").data()
        _ = try await api.delete("a").data()
        _ = try await api.request("PURGE", "cache").data()
        let verbs = await recorder.requests.map { $0.httpMethod ?? "" }
        #expect(verbs == ["POST", "PUT", "PATCH", "DELETE", "PURGE"])
    }

    @Test func `a JSON body keeps booleans as true and false`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        _ = try await api.post("login", body: .json(Credentials(email: "a@b.c", password: "p", remember: true))).data()
        let sent = try #require(await recorder.requests.first)
        #expect(sent.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let json = try JSONDecoder().decode(JSONValue.self, from: try #require(sent.httpBody))
        #expect(json["remember"] == .bool(true))
        #expect(String(decoding: sent.httpBody ?? Data(), as: UTF8.self).contains("true"))
    }

    @Test func `parameters go to the query for GET and to a JSON body otherwise, unless overridden`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        _ = try await api.request(.get, "s", parameters: ["q": "a b", "on": true]).data()
        _ = try await api.request(.post, "s", parameters: ["on": false, "n": 2]).data()
        _ = try await api.request(.post, "s", parameters: ["on": true], encoding: .queryString).data()
        _ = try await api.request(.post, "s", parameters: ["x y": "1&2"], encoding: .formBody).data()
        _ = try await api.request(.get, "s", parameters: ["on": true], encoding: .jsonBody).data()
        let sent = await recorder.requests
        #expect(sent[0].url?.query == "on=true&q=a%20b")
        #expect(try JSONDecoder().decode(JSONValue.self, from: sent[1].httpBody ?? Data()) == ["on": false, "n": 2])
        #expect(sent[2].url?.query == "on=true" && sent[2].httpBody == nil)
        #expect(String(decoding: sent[3].httpBody ?? Data(), as: UTF8.self) == "x%20y=1%262")
        #expect(
            sent[4].httpMethod == "GET"
                && sent[4].httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"on":true}"#)
    }

    @Test func `a body that cannot be encoded fails the request with a clear error`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        await #expect {
            _ = try await api.post("x", body: .json(["nan": Double.nan])).data()
        } throws: { error in
            guard case .invalidRequest(let reason) = error as? RESTError else { return false }
            return reason.contains("JSON body")
        }
        #expect(await recorder.count == 0)
    }

    @Test func `multipart bodies frame fields and files with the boundary`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        _ = try await api.post(
            "avatar",
            body: .multipart(
                [
                    .file(name: "avatar", filename: "a \"1\".png", contentType: "image/png", data: Data([1, 2, 3])),
                    .field(name: "caption", value: "hi"),
                ], boundary: "BOUNDARY")
        ).data()
        let sent = try #require(await recorder.requests.first)
        #expect(sent.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=BOUNDARY")
        let text = String(decoding: sent.httpBody ?? Data(), as: UTF8.self)
        #expect(
            text.hasPrefix("--BOUNDARY\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"a %221%22.png\""))
        #expect(text.contains("name=\"caption\"\r\n\r\nhi\r\n--BOUNDARY--\r\n"))
    }
}
