// JSONPath: a dotted path into a JSON document, such as `data.items.0.name` — one rule for reading and rewriting.
import Foundation

/// A dotted path of steps into a ``JSONValue``, such as `data.items.0.name`; the empty path is the document.
///
/// One rule for every step: on an object the step is a key; on an array a step that is a whole number is an
/// index, and any other step applies to every element, so `items.name` reads each item's name as an array.
/// The core's `decode(type:at:)`, the store and the command line all read paths this way.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// The steps, in order.
    package let steps: [String]

    /// The path `text`, its steps separated by dots; empty steps are ignored.
    ///
    /// Split by Unicode scalars, not characters: a character that prepends to the next (U+0600) would otherwise
    /// take the dot after it into its step (found by fuzzing, `Fuzz/FailCases/json-path/`).
    package init(_ text: String) {
        steps = text.unicodeScalars.split(separator: ".", omittingEmptySubsequences: true).map {
            String(String.UnicodeScalarView($0))
        }
    }

    /// The steps joined by dots.
    package var description: String { steps.joined(separator: ".") }

    /// The value at this path in `document`.
    ///
    /// - Throws: ``Miss`` naming the first step that leads nowhere.
    package func value(in document: JSONValue) throws(Miss) -> JSONValue {
        try Self.value(of: document, steps: steps[...], walked: [])
    }

    /// Replaces every value this path reaches in `document` with `transform`'s result; `nil` keeps a value, and a
    /// step that leads nowhere changes nothing.
    package func rewrite(_ document: inout JSONValue, with transform: (JSONValue) -> JSONValue?) {
        Self.rewrite(&document, steps: steps[...], with: transform)
    }

    /// A step of a path that leads nowhere: a missing key or index, or a step into a string, number or null.
    package struct Miss: Error, Sendable, CustomStringConvertible {
        /// The step that leads nowhere.
        package let step: String
        /// The steps walked before it.
        package let walked: [String]
        /// What the walk found where the step was to apply.
        package let found: JSONValue

        /// `no 'x' in data.items (an array of 1)`.
        package var description: String {
            "no '\(step)' in \(walked.isEmpty ? "the body" : walked.joined(separator: ".")) (\(Self.kind(of: found)))"
        }

        private static func kind(of value: JSONValue) -> String {
            switch value {
            case .array(let elements): "an array of \(elements.count)"
            case .object(let members) where members.isEmpty: "an empty object"
            case .object(let members): "an object with " + members.keys.sorted().prefix(6).joined(separator: ", ")
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            }
        }
    }

    private static func value(
        of value: JSONValue, steps: ArraySlice<String>, walked: [String]
    ) throws(Miss) -> JSONValue {
        guard let step = steps.first else { return value }
        switch value {
        case .object(let members):
            guard let member = members[step] else { throw Miss(step: step, walked: walked, found: value) }
            return try Self.value(of: member, steps: steps.dropFirst(), walked: walked + [step])
        case .array(let elements):
            guard let index = index(step) else {
                var values: [JSONValue] = []
                for (position, element) in elements.enumerated() {
                    values.append(try Self.value(of: element, steps: steps, walked: walked + [String(position)]))
                }
                return .array(values)
            }
            guard elements.indices.contains(index) else { throw Miss(step: step, walked: walked, found: value) }
            return try Self.value(of: elements[index], steps: steps.dropFirst(), walked: walked + [step])
        default:
            throw Miss(step: step, walked: walked, found: value)
        }
    }

    private static func rewrite(
        _ value: inout JSONValue, steps: ArraySlice<String>, with transform: (JSONValue) -> JSONValue?
    ) {
        guard let step = steps.first else {
            if let transformed = transform(value) { value = transformed }
            return
        }
        switch value {
        case .object(var members):
            guard var member = members[step] else { return }
            rewrite(&member, steps: steps.dropFirst(), with: transform)
            members[step] = member
            value = .object(members)
        case .array(var elements):
            if let index = index(step) {
                guard elements.indices.contains(index) else { return }
                rewrite(&elements[index], steps: steps.dropFirst(), with: transform)
            } else {
                for position in elements.indices { rewrite(&elements[position], steps: steps, with: transform) }
            }
            value = .array(elements)
        default:
            return
        }
    }

    /// `step` as an array index when it is a whole number written in digits alone.
    private static func index(_ step: String) -> Int? {
        guard !step.isEmpty, step.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Int(step)
    }
}
