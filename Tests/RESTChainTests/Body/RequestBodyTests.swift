// Request bodies: JSON, form, multipart, data and text reach the wire with their content types; bad JSON fails typed.
import RESTChain
import Testing

struct RequestBodyTests {
    private struct Login: Encodable {
        let email: String
        let remember: Bool
    }

    private struct Unencodable: Encodable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "never encodes"))
        }
    }

    /// A client that answers every request with the bytes and content type it was sent.
    private func echo() throws -> RESTClient {
        let transport = StubTransport { request in
            RESTResponse(
                statusCode: 200, headers: ["X-Sent-Type": request.value(forHTTPHeaderField: "Content-Type") ?? ""],
                body: request.httpBody ?? Data())
        }
        return try RESTClient(baseURL: "https://api.example.com", transport: transport)
    }

    @Test func `a JSON body keeps booleans as true and false`() async throws {
        let response = try await echo().post("login", body: .json(Login(email: "a@b.c", remember: true))).response()
        #expect(response.headers["X-Sent-Type"] == "application/json")
        #expect(try response.decode(type: JSONValue.self) == ["email": "a@b.c", "remember": true])
    }

    @Test func `a form body is sorted by name and percent-encoded`() async throws {
        let response = try await echo().patch("users/2", body: .form(["name": "Ann Lee", "city": "Zürich"]))
            .response()
        #expect(response.headers["X-Sent-Type"] == "application/x-www-form-urlencoded; charset=utf-8")
        #expect(try response.string() == "city=Z%C3%BCrich&name=Ann%20Lee")
    }

    @Test func `a multipart body names its boundary and carries every part in order`() async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        let body = RequestBody.multipart(
            [
                .field(name: "caption", value: "hi"),
                .file(name: "avatar", filename: "a.png", contentType: "image/png", data: png),
            ], boundary: "XYZ")
        let response = try await echo().post("avatar", body: body).response()
        #expect(response.headers["X-Sent-Type"] == "multipart/form-data; boundary=XYZ")
        let text = String(decoding: response.body, as: UTF8.self)
        let caption = try #require(text.range(of: #"name="caption""#))
        let avatar = try #require(text.range(of: #"name="avatar"; filename="a.png""#))
        #expect(caption.lowerBound < avatar.lowerBound)
        #expect(text.contains("Content-Type: image/png") && text.hasSuffix("--XYZ--\r\n"))
    }

    @Test func `raw data and text bodies carry the content type they are given`() async throws {
        let data = try await echo().put("blob", body: .data(Data([1, 2, 3]), contentType: "application/x-thing"))
            .response()
        #expect(data.headers["X-Sent-Type"] == "application/x-thing" && data.body == Data([1, 2, 3]))
        let text = try await echo().post("note", body: .text("héllo")).response()
        #expect(text.headers["X-Sent-Type"] == "text/plain; charset=utf-8")
        #expect(try text.string() == "héllo")
    }

    @Test func `a body that does not encode fails the request with invalidRequest and sends nothing`() async throws {
        let recorder = StubRecorder()
        let api = try RESTClient(baseURL: "https://api.example.com", transport: recorder.transport())
        do {
            _ = try await api.post("x", body: .json(Unencodable())).data()
            Issue.record("expected invalidRequest")
        } catch .invalidRequest(let reason) {
            #expect(reason.contains("did not encode"))
        }
        #expect(await recorder.count == 0)
    }

    @Test(arguments: [
        (JSONValue.string("a b"), "a b"), (.number(3), "3"), (.number(2.5), "2.5"), (.bool(false), "false"),
        (.null, ""), (.array([1, "x"]), "1,x"),
    ])
    func `parameters become query text as documented`(value: JSONValue, text: String) {
        #expect(value.parameterText == text)
    }
}
