// RequestItems: HTTPie-style fields, raw JSON, query items and files, and the body each makes.
import Foundation
import RESTChain
import Testing

@testable import RESTChainCommands

struct RequestItemsTests {
    @Test func `fields become one JSON object in the order given, raw JSON kept`() throws {
        let items = try RequestItems(["name=Ann", "age:=42", "tags:=[\"a\",\"b\"]", "note=a=b", "page==2"])
        #expect(items.query == [URLQueryItem(name: "page", value: "2")])
        let body = try #require(try items.body(form: false))
        #expect(body.contentType == "application/json")
        let text = String(decoding: try body.content.get(), as: UTF8.self)
        #expect(text == #"{"name": "Ann", "age": 42, "tags": ["a","b"], "note": "a=b"}"#)
    }

    @Test func `--form sends the fields form-encoded and refuses raw JSON`() throws {
        let body = try #require(try RequestItems(["name=Ann Lee", "city=Zürich"]).body(form: true))
        #expect(body.contentType?.hasPrefix("application/x-www-form-urlencoded") == true)
        #expect(String(decoding: try body.content.get(), as: UTF8.self) == "name=Ann%20Lee&city=Z%C3%BCrich")
        #expect(throws: UsageError.self) { try RequestItems(["age:=42"]).body(form: true) }
    }

    @Test func `an @file is the whole body, streamed from disk`() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-body-\(UUID()).json")
        try Data(#"{"a":1}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let body = try #require(try RequestItems(["@" + file.path]).body(form: false))
        let echo = StubTransport { request in
            RESTResponse(
                statusCode: 200,
                body: (request.httpBody ?? Data())
                    + Data(request.value(forHTTPHeaderField: "Content-Length")?.utf8 ?? "".utf8))
        }
        let sent = try await RESTClient(baseURL: "http://example.test", transport: echo).post("x", body: body).data()
        #expect(sent == Data(#"{"a":1}7"#.utf8))
        #expect(throws: RESTError.self) { try body.content.get() }
        #expect(body.contentType == "application/json")
        #expect(throws: CommandFailure.self) { try RequestItems(["@/no/such/file"]).body(form: false) }
    }

    @Test(arguments: ["plain", "=value", "bad:={nope", "@a @b", "x=1 @b"])
    func `words that are no item, or bad JSON, or a file with fields are usage errors`(word: String) {
        #expect(throws: UsageError.self) { try RequestItems(word.split(separator: " ").map(String.init)) }
    }

    @Test func `no items means no body`() throws {
        #expect(try RequestItems([]).body(form: false) == nil)
    }

    @Test func `a URL splits into origin, path and query, with a scheme added when missing`() throws {
        let target = try RequestTarget("http://127.0.0.1:8080/a/b%20c?x=1&y=2")
        #expect(target.origin == "http://127.0.0.1:8080")
        #expect(target.path == "a/b%20c")
        #expect(target.queryItems == [URLQueryItem(name: "x", value: "1"), URLQueryItem(name: "y", value: "2")])
        #expect(throws: UsageError.self) { try RequestTarget("ftp://example.com/file") }
    }

    @Test(arguments: [
        (":8080/api/items", "http://localhost:8080", "api/items"), (":/x", "http://localhost", "x"),
        (":3000", "http://localhost:3000", ""), ("localhost:9/x", "http://localhost:9", "x"),
        ("api.example.com/v2", "http://api.example.com", "v2"), ("example.com/?u=http://x", "http://example.com", ""),
        ("HTTPS://example.com/a", "https://example.com", "a"),
    ])
    func `an address without a scheme gets http:// and a leading colon means localhost`(
        address: String, origin: String, path: String
    ) throws {
        let target = try RequestTarget(address)
        #expect(target.origin == origin && target.path == path)
        #expect(try RequestTarget("example.com", defaultScheme: "https").origin == "https://example.com")
    }

    @Test func `Header:value items are headers; Header: removes one and Header; sends it empty`() throws {
        let items = try RequestItems(["X-Trace:abc", "Accept: text/html", "User-Agent:", "X-Empty;", "a=b:c"])
        #expect(
            items.headers == [
                .init(name: "X-Trace", value: "abc"), .init(name: "Accept", value: "text/html"),
                .init(name: "User-Agent", value: nil), .init(name: "X-Empty", value: ""),
            ])
        #expect(items.fields == [.string(name: "a", value: "b:c")])
    }

    @Test func `the first separator wins, the longest one there, and a backslash keeps one in the name`() throws {
        let items = try RequestItems(["url==http://x?a=b", "a\\:b=c", "j:=[1]", "h:v=w", "k\\=v==q"])
        #expect(
            items.query == [URLQueryItem(name: "url", value: "http://x?a=b"), URLQueryItem(name: "k=v", value: "q")])
        #expect(items.fields == [.string(name: "a:b", value: "c"), .json(name: "j", text: "[1]")])
        #expect(items.headers == [.init(name: "h", value: "v=w")])
    }

    @Test func `name=@file and name:=@file read a field from a file; name@file makes a multipart body`() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-items-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("Ann's bio".utf8).write(to: folder.appendingPathComponent("bio.txt"))
        try Data(#"{"k":[1,2]}"#.utf8).write(to: folder.appendingPathComponent("meta.json"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("me.png"))
        let path = folder.path
        let fields = try RequestItems(["bio=@\(path)/bio.txt", "meta:=@\(path)/meta.json"])
        let json = try #require(try fields.body(form: false))
        #expect(
            String(decoding: try json.content.get(), as: UTF8.self) == #"{"bio": "Ann's bio", "meta": {"k":[1,2]}}"#)
        let upload = try #require(try RequestItems(["name=Ann", "photo@\(path)/me.png"]).body(form: false))
        #expect(upload.contentType?.hasPrefix("multipart/form-data; boundary=") == true)
        // The file part is streamed from disk when the request is sent: read what a server would receive.
        let echo = StubTransport { request in RESTResponse(statusCode: 200, body: request.httpBody ?? Data()) }
        let sent = try await RESTClient(baseURL: "http://example.test", transport: echo).post("x", body: upload).data()
        let text = String(decoding: sent, as: UTF8.self)
        #expect(text.contains("name=\"photo\"; filename=\"me.png\"") && text.contains("Content-Type: image/png"))
        #expect(throws: UsageError.self) { try RequestItems(["x=@/no/such/file"]) }
        #expect(throws: UsageError.self) { try RequestItems(["a:=1", "photo@\(path)/me.png"]).body(form: false) }
    }

    @Test func `a WordPress site address gets its REST route`() {
        #expect(SiteClient.route(of: "https://example.com") == "https://example.com/wp-json")
        #expect(SiteClient.route(of: "https://example.com/") == "https://example.com/wp-json")
        #expect(SiteClient.route(of: "https://example.com/wp-json/") == "https://example.com/wp-json")
        #expect(SiteClient.route(of: "example.com/blog") == "https://example.com/blog/wp-json")
    }
}
