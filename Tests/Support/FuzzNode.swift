// FuzzNode: a JSON tree that can hold raw bytes (invalid UTF-8, 10 000 brackets) where a value goes.
import Foundation
import RESTChain

/// A JSON tree with members in a fixed order and leaves of raw bytes, written out exactly.
indirect enum FuzzNode: Sendable {
    case object([(key: String, value: FuzzNode)])
    case array([FuzzNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case raw([UInt8])

    /// One step of a path: a member name or an index.
    struct Step: Sendable {
        let key: String?
        let index: Int?
    }

    /// A value of each JSON type, for replacing one with another.
    static let samples: [FuzzNode] = [.string("x"), .number(7), .bool(true), .null, .array([]), .object([])]

    /// The tree of a `JSONValue`, members sorted by name so the same document always gives the same tree.
    init(_ value: JSONValue) {
        switch value {
        case .object(let members):
            self = .object(members.sorted { $0.key < $1.key }.map { (key: $0.key, value: FuzzNode($0.value)) })
        case .array(let elements): self = .array(elements.map(FuzzNode.init))
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }

    /// The JSON type's name.
    var kind: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "bool"
        case .null: "null"
        case .raw: "raw"
        }
    }

    /// The path of every value below the root, in document order.
    var paths: [[Step]] {
        switch self {
        case .object(let members):
            return members.flatMap { member in
                [[Step(key: member.key, index: nil)]]
                    + member.value.paths.map { [Step(key: member.key, index: nil)] + $0 }
            }
        case .array(let elements):
            return elements.enumerated().flatMap { offset, element in
                [[Step(key: nil, index: offset)]] + element.paths.map { [Step(key: nil, index: offset)] + $0 }
            }
        default:
            return []
        }
    }

    /// The value at `path`.
    func node(at path: [Step]) -> FuzzNode? {
        guard let step = path.first else { return self }
        switch (self, step.key, step.index) {
        case (.object(let members), let key?, _):
            return members.first { $0.key == key }?.value.node(at: Array(path.dropFirst()))
        case (.array(let elements), _, let index?): return elements[index].node(at: Array(path.dropFirst()))
        default: return nil
        }
    }

    /// The tree with the value at `path` replaced.
    func replacing(_ path: [Step], with replacement: FuzzNode?) -> FuzzNode {
        guard let step = path.first else { return replacement ?? self }
        let rest = Array(path.dropFirst())
        switch (self, step.key, step.index) {
        case (.object(let members), let key?, _):
            return .object(
                members.compactMap { member in
                    guard member.key == key else { return member }
                    if rest.isEmpty, replacement == nil { return nil }
                    return (key: key, value: member.value.replacing(rest, with: replacement))
                })
        case (.array(var elements), _, let index?):
            if rest.isEmpty, replacement == nil {
                elements.remove(at: index)
            } else {
                elements[index] = elements[index].replacing(rest, with: replacement)
            }
            return .array(elements)
        default:
            return self
        }
    }

    /// The tree without the value at `path`.
    func removing(_ path: [Step]) -> FuzzNode { replacing(path, with: nil) }

    /// The JSON text.
    func serialized() -> Data {
        var bytes: [UInt8] = []
        write(into: &bytes)
        return Data(bytes)
    }

    private func write(into bytes: inout [UInt8]) {
        switch self {
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                FuzzNode.string(member.key).write(into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .string(let text):
            bytes += Array(Self.quoted(text).utf8)
        case .number(let number):
            let integral = number.rounded() == number && abs(number) < 1e15
            bytes += Array((integral ? String(Int64(number)) : String(number)).utf8)
        case .bool(let flag):
            bytes += Array((flag ? "true" : "false").utf8)
        case .null:
            bytes += Array("null".utf8)
        case .raw(let raw):
            bytes += raw
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
