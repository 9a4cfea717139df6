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

    @Test func `an @file is the whole body`() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-body-\(UUID()).json")
        try Data(#"{"a":1}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let body = try #require(try RequestItems(["@" + file.path]).body(form: false))
        #expect(try body.content.get() == Data(#"{"a":1}"#.utf8))
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
        #expect(try RequestTarget("localhost:9/x").origin == "http://localhost:9")
        #expect(try RequestTarget("api.example.com/v2").origin == "https://api.example.com")
        #expect(throws: UsageError.self) { try RequestTarget("ftp://example.com/file") }
    }

    @Test func `a JSON path walks keys and indexes and names the step that leads nowhere`() throws {
        let document: JSONValue = ["data": ["items": [["name": "Ann"]]]]
        #expect(try JSONPath.value(at: "data.items.0.name", in: document) == "Ann")
        #expect(try JSONPath.value(at: "", in: document) == document)
        #expect(throws: CommandFailure.self) { try JSONPath.value(at: "data.items.3", in: document) }
    }

    @Test func `a WordPress site address gets its REST route`() {
        #expect(SiteClient.route(of: "https://example.com") == "https://example.com/wp-json")
        #expect(SiteClient.route(of: "https://example.com/") == "https://example.com/wp-json")
        #expect(SiteClient.route(of: "https://example.com/wp-json/") == "https://example.com/wp-json")
        #expect(SiteClient.route(of: "example.com/blog") == "https://example.com/blog/wp-json")
    }
}
