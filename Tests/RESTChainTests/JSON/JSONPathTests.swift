// JSONPath: one rule for keys, indexes and arrays, in reading and in rewriting.
import RESTChain
import Testing

struct JSONPathTests {
    private let document: JSONValue = [
        "data": ["items": [["name": "Ann", "age": "42"], ["name": "Bob", "age": "7"]]]
    ]

    @Test func `a path walks keys and whole-number indexes, and the empty path is the document`() throws {
        #expect(try JSONPath("data.items.0.name").value(in: document) == "Ann")
        #expect(try JSONPath("data.items.1").value(in: document) == ["name": "Bob", "age": "7"])
        #expect(try JSONPath("").value(in: document) == document)
    }

    @Test func `a dot after a character that prepends to the next still separates steps`() {
        let path = JSONPath(".\u{600}..a.")
        #expect(path.steps == ["\u{600}", "a"])
        #expect(JSONPath(path.description).steps == path.steps)
    }

    @Test func `any other step on an array applies to every element`() throws {
        #expect(try JSONPath("data.items.name").value(in: document) == ["Ann", "Bob"])
    }

    @Test(arguments: [
        ("data.items.3", "no '3' in data.items (an array of 2)"),
        ("data.items.-1", "no '-1' in data.items.0 (an object with age, name)"),
        ("data.items.0.name.first", "no 'first' in data.items.0.name (a string)"),
        ("meta", "no 'meta' in the body (an object with data)"),
    ])
    func `a step that leads nowhere is named with what was found there`(path: String, message: String) {
        let miss = #expect(throws: JSONPath.Miss.self) { try JSONPath(path).value(in: document) }
        #expect(miss?.description == message)
    }

    @Test func `rewriting follows the same rule and leaves what the path does not reach`() {
        var every = document
        JSONPath("data.items.age").rewrite(&every) { .number(Double($0.stringValue ?? "") ?? 0) }
        #expect(every == ["data": ["items": [["name": "Ann", "age": 42], ["name": "Bob", "age": 7]]]])

        var one = document
        JSONPath("data.items.1.age").rewrite(&one) { _ in "eight" }
        JSONPath("data.items.5.age").rewrite(&one) { _ in "never" }
        JSONPath("data.missing").rewrite(&one) { _ in "never" }
        #expect(one == ["data": ["items": [["name": "Ann", "age": "42"], ["name": "Bob", "age": "eight"]]]])
    }
}
