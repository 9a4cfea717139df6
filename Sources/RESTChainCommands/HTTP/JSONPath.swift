// JSONPath: the value at a dotted path such as `data.items.0.name` in a JSON document.
import RESTChain

/// Follows a dotted path of object keys and array indexes into a `JSONValue`.
enum JSONPath {
    /// The value at `path` (`a.b.0.c`) in `document`; an empty path is the document.
    ///
    /// - Throws: `CommandFailure` naming the first step that leads nowhere.
    static func value(at path: String, in document: JSONValue) throws -> JSONValue {
        var value = document
        var walked: [String] = []
        for step in path.split(separator: ".", omittingEmptySubsequences: true).map(String.init) {
            let next: JSONValue?
            switch value {
            case .array(let elements):
                // Not `? elements[$0] : nil`: JSONValue is ExpressibleByNilLiteral, so that nil would be `.null`.
                next = Int(step).flatMap { index in elements.indices.contains(index) ? .some(elements[index]) : .none }
            case .object(let members):
                next = members[step]
            default:
                next = nil
            }
            guard let next else {
                let place = walked.isEmpty ? "the body" : walked.joined(separator: ".")
                throw CommandFailure("no '\(step)' in \(place) (\(kind(of: value)))")
            }
            walked.append(step)
            value = next
        }
        return value
    }

    private static func kind(of value: JSONValue) -> String {
        switch value {
        case .array(let elements): "an array of \(elements.count)"
        case .object(let members): "an object with " + members.keys.sorted().prefix(6).joined(separator: ", ")
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
