// JSONPath: dotted key paths into a JSON document — reading a value, rewriting values in place.
import Foundation
import RESTChain

/// A dotted key path such as `albums.items`; arrays met on the way are walked element by element.
enum JSONPath {
    /// The value at `path` in `value`, or `nil` when a key is missing. An empty path is the value itself.
    static func value(at path: String, in value: JSONValue) -> JSONValue? {
        var current = value
        for key in keys(path) {
            guard let next = current[key] else { return nil }
            current = next
        }
        return current
    }

    /// Rewrites every value found at `path` (through arrays) with `transform`, which returns `nil` to keep it.
    static func rewrite(_ value: inout JSONValue, at path: String, with transform: (JSONValue) -> JSONValue?) {
        rewrite(&value, keys: keys(path)[...], with: transform)
    }

    private static func rewrite(
        _ value: inout JSONValue, keys: ArraySlice<String>, with transform: (JSONValue) -> JSONValue?
    ) {
        switch value {
        case .array(var elements):
            for index in elements.indices { rewrite(&elements[index], keys: keys, with: transform) }
            value = .array(elements)
        case .object(var members):
            guard let key = keys.first else { return }
            guard var member = members[key] else { return }
            if keys.count == 1 {
                if let transformed = transform(member) { member = transformed }
            } else {
                rewrite(&member, keys: keys.dropFirst(), with: transform)
            }
            members[key] = member
            value = .object(members)
        default:
            if keys.isEmpty, let transformed = transform(value) { value = transformed }
        }
    }

    private static func keys(_ path: String) -> [String] {
        path.split(separator: ".").map(String.init)
    }
}
