// RequestItems: HTTPie's request items — Header:value, name=value, name:=json, name==query, name@file and @file.
import Foundation
import RESTChain

/// The request items of `restchain post URL X-Trace:abc name=Ann age:=42 page==2 photo@me.png`.
///
/// Each word is split at its first separator, the longest one that starts there, as HTTPie splits it; a backslash
/// makes the separator character after it part of the name (`a\=b=c` is the field `a=b`).
///
/// | item | meaning |
/// |---|---|
/// | `Header:value` | a request header; `Header:` removes a header, `Header;` sends it empty |
/// | `name==value` | a query item |
/// | `name=value`, `name=@file` | a string field, its value given or read from the file |
/// | `name:=json`, `name:=@file` | a raw JSON field, given or read from the file |
/// | `name@file` | a file field: the body becomes `multipart/form-data` |
/// | `@file` | the file is the whole body |
struct RequestItems: Sendable, Equatable {
    /// One body field.
    enum Field: Sendable, Equatable {
        /// `name=value`.
        case string(name: String, value: String)
        /// `name:=json`, the JSON text as given.
        case json(name: String, text: String)
    }

    /// One `Header:value` item; a `nil` value removes the header.
    struct Header: Sendable, Equatable {
        let name: String
        let value: String?
    }

    /// One `name@file` item.
    struct FilePart: Sendable, Equatable {
        let name: String
        let path: String
    }

    /// The headers, in order.
    var headers: [Header] = []
    /// The body fields, in order.
    var fields: [Field] = []
    /// The query items from `name==value`.
    var query: [URLQueryItem] = []
    /// The files of a multipart body, from `name@file`.
    var fileParts: [FilePart] = []
    /// The file given as `@path`: the whole body.
    var file: String?

    /// Whether the items make a body of their own.
    var makeBody: Bool { !fields.isEmpty || !fileParts.isEmpty || file != nil }

    /// The separators, longest first wherever two start at the same character.
    private static let separators = [":=@", "=@", "==", ":=", "=", "@", ":", ";"]

    /// Parses `words`.
    ///
    /// - Throws: `UsageError` for a word that is no item, JSON that does not parse, a file that cannot be read for
    ///   `=@`/`:=@`, or a body file beside fields.
    init(_ words: [String]) throws(UsageError) {
        for word in words {
            guard let (name, separator, value) = Self.split(word), !(name.isEmpty && separator != "@") else {
                throw UsageError(
                    "'\(word)' is not a request item (Header:value, name=value, name:=json, name==value, name@file"
                        + " or @file)")
            }
            switch separator {
            case ":": headers.append(Header(name: name, value: value.isEmpty ? nil : Self.trimmed(value)))
            case ";": headers.append(Header(name: name, value: ""))
            case "==": query.append(URLQueryItem(name: name, value: value))
            case "=": fields.append(.string(name: name, value: value))
            case "=@": fields.append(.string(name: name, value: String(decoding: try Self.read(value), as: UTF8.self)))
            case ":=", ":=@":
                let text = separator == ":=" ? value : String(decoding: try Self.read(value), as: UTF8.self)
                guard (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil
                else { throw UsageError("the value of \(name):= is not JSON: \(Table.fit(text, to: 40))") }
                fields.append(.json(name: name, text: text))
            default:
                if name.isEmpty {
                    guard file == nil else { throw UsageError("only one @file can be the body") }
                    file = value
                } else {
                    fileParts.append(FilePart(name: name, path: value))
                }
            }
        }
        if file != nil, !fields.isEmpty || !fileParts.isEmpty {
            throw UsageError("a request has either fields or an @file body, not both")
        }
    }

    /// `word` split at its first unescaped separator into the name (escapes removed), separator and value.
    private static func split(_ word: String) -> (String, String, String)? {
        var name = ""
        var index = word.startIndex
        while index < word.endIndex {
            let character = word[index]
            let next = word.index(after: index)
            if character == "\\", next < word.endIndex, ":=@;\\".contains(word[next]) {
                name.append(word[next])
                index = word.index(after: next)
                continue
            }
            if let separator = separators.first(where: { word[index...].hasPrefix($0) }) {
                let valueStart = word.index(index, offsetBy: separator.count)
                return (name, separator, String(word[valueStart...]))
            }
            name.append(character)
            index = next
        }
        return nil
    }

    /// A header value without the spaces after the colon.
    private static func trimmed(_ value: String) -> String {
        String(value.drop { $0 == " " || $0 == "\t" })
    }

    /// The bytes of the file at `path`.
    private static func read(_ path: String) throws(UsageError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read \(path)") }
        return data
    }
}

extension RequestItems {
    /// The body: the file, a multipart form when there are file fields, the fields as a form when `form` is set,
    /// else as a JSON object; `nil` for none.
    ///
    /// - Throws: `CommandFailure` when a file cannot be read; `UsageError` for JSON fields in a form.
    func body(form: Bool) throws -> RequestBody? {
        if let file {
            // Streamed from disk as it is sent, with its Content-Length: a file of any size costs no memory.
            guard FileManager.default.isReadableFile(atPath: file) else { throw CommandFailure("cannot read \(file)") }
            return .file(URL(fileURLWithPath: file), contentType: MediaType.guess(forPath: file))
        }
        if !fileParts.isEmpty { return try multipart() }
        guard !fields.isEmpty else { return nil }
        if form { return .form(try textFields("--form").map { URLQueryItem(name: $0.name, value: $0.value) }) }
        let members = fields.map { field -> String in
            switch field {
            case .string(let name, let value): "\(Self.quoted(name)): \(Self.quoted(value))"
            case .json(let name, let text): "\(Self.quoted(name)): \(text)"
            }
        }
        return .data(Data(("{" + members.joined(separator: ", ") + "}").utf8), contentType: "application/json")
    }

    /// The fields and files as `multipart/form-data`, each file read into memory.
    private func multipart() throws -> RequestBody {
        var parts = try textFields("a multipart form").map { MultipartPart.field(name: $0.name, value: $0.value) }
        for part in fileParts {
            // Streamed from disk when the request is sent, never read into memory.
            guard FileManager.default.isReadableFile(atPath: part.path) else {
                throw CommandFailure("cannot read \(part.path)")
            }
            parts.append(
                .file(
                    name: part.name, fileURL: URL(fileURLWithPath: part.path),
                    contentType: MediaType.guess(forPath: part.path)))
        }
        return .multipart(parts)
    }

    /// The fields as name and text, refusing raw JSON, which `what` cannot carry.
    private func textFields(_ what: String) throws(UsageError) -> [(name: String, value: String)] {
        try fields.map { field throws(UsageError) in
            guard case .string(let name, let value) = field else {
                throw UsageError("\(what) sends text fields only (name=value), not name:=json")
            }
            return (name: name, value: value)
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
