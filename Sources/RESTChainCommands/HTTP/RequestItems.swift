// RequestItems: HTTPie-style request items — name=value, name:=json, name==query and @file.
import Foundation
import RESTChain

/// The request items of `restchain post URL name=Ann age:=42 tags:='["a"]' page==2 @photo.png`.
///
/// `name=value` is a string field, `name:=json` a raw JSON field, `name==value` a query item and `@path` a file
/// sent as the whole body. Fields become a JSON object in the order given, or a form with `--form`.
struct RequestItems: Sendable, Equatable {
    /// One body field.
    enum Field: Sendable, Equatable {
        /// `name=value`.
        case string(name: String, value: String)
        /// `name:=json`, the JSON text as given.
        case json(name: String, text: String)
    }

    /// The body fields, in order.
    var fields: [Field] = []
    /// The query items from `name==value`.
    var query: [URLQueryItem] = []
    /// The file given as `@path`.
    var file: String?

    /// Parses `words`.
    ///
    /// - Throws: `UsageError` for a word that is no item, JSON that does not parse, or two files.
    init(_ words: [String]) throws(UsageError) {
        for word in words {
            if word.hasPrefix("@") {
                guard file == nil else { throw UsageError("only one @file can be the body") }
                file = String(word.dropFirst())
                continue
            }
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw UsageError("'\(word)' is not a request item (name=value, name:=json, name==value or @file)")
            }
            let after = word.index(after: equals)
            if word[..<equals].hasSuffix(":") {
                let name = String(word[..<word.index(before: equals)])
                let text = String(word[after...])
                guard (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil
                else { throw UsageError("the value of \(name):= is not JSON: \(text)") }
                fields.append(.json(name: name, text: text))
            } else if after < word.endIndex, word[after] == "=" {
                query.append(
                    URLQueryItem(name: String(word[..<equals]), value: String(word[word.index(after: after)...])))
            } else {
                fields.append(.string(name: String(word[..<equals]), value: String(word[after...])))
            }
        }
        if file != nil, !fields.isEmpty { throw UsageError("a request has either fields or an @file body, not both") }
    }

    /// The body: the file, the fields as a form when `form` is set, else as a JSON object; `nil` for none.
    ///
    /// - Throws: `CommandFailure` when the file cannot be read; `UsageError` for JSON fields in a form.
    func body(form: Bool) throws -> RequestBody? {
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CommandFailure("cannot read \(file)")
            }
            return .data(data, contentType: file.hasSuffix(".json") ? "application/json" : "application/octet-stream")
        }
        guard !fields.isEmpty else { return nil }
        if form {
            let items = try fields.map { field throws(UsageError) -> URLQueryItem in
                guard case .string(let name, let value) = field else {
                    throw UsageError("--form sends text fields only (name=value), not name:=json")
                }
                return URLQueryItem(name: name, value: value)
            }
            return .form(items)
        }
        let members = fields.map { field -> String in
            switch field {
            case .string(let name, let value): "\(Self.quoted(name)): \(Self.quoted(value))"
            case .json(let name, let text): "\(Self.quoted(name)): \(text)"
            }
        }
        return .data(Data(("{" + members.joined(separator: ", ") + "}").utf8), contentType: "application/json")
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
