// JSONFuzzer: seeded mutations of a JSON document — dropped fields, wrong types, truncation, deep nesting, huge
// numbers, invalid UTF-8 — for decoding fuzz tests.
import Foundation
import RESTChain

/// Makes broken variants of a valid JSON document, the same ones for the same seed.
///
/// ```swift
/// var fuzzer = JSONFuzzer(seed: 16)
/// let (mutation, bytes) = fuzzer.mutate(document, with: .hugeNumber)
/// ```
public struct JSONFuzzer: Sendable {
    /// One way of breaking a document.
    public enum Mutation: String, CaseIterable, Sendable {
        /// A member of an object removed.
        case droppedField
        /// A value replaced by one of another JSON type.
        case wrongType
        /// The text cut at a random byte.
        case truncation
        /// A value replaced by 10 000 nested arrays or objects.
        case deepNesting
        /// A value replaced by a number no `Double` or `Int` holds (`1e309`, 30 digits…).
        case hugeNumber
        /// A string holding bytes that are not UTF-8.
        case invalidUTF8
    }

    private var random: SeededRandom

    /// Creates a fuzzer whose choices all follow from `seed`.
    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// A broken variant of `document`.
    ///
    /// - Parameters:
    ///   - document: A valid JSON document.
    ///   - mutation: How to break it.
    /// - Returns: The broken bytes.
    public mutating func mutate(_ document: JSONValue, with mutation: Mutation) -> Data {
        let tree = FuzzNode(document)
        switch mutation {
        case .truncation:
            let bytes = tree.serialized()
            return bytes.prefix(Int(random.next() % UInt64(max(bytes.count, 1))))
        case .droppedField:
            let keyed = tree.paths.filter { $0.last?.key != nil }
            guard let path = pick(keyed) else { return tree.serialized() }
            return tree.removing(path).serialized()
        case .wrongType:
            guard let path = pick(tree.paths) else { return FuzzNode.string("x").serialized() }
            let current = tree.node(at: path)
            let others = FuzzNode.samples.filter { $0.kind != current?.kind }
            return tree.replacing(path, with: others[Int(random.next() % UInt64(others.count))]).serialized()
        case .deepNesting:
            let depth = 10_000
            let nested =
                random.next() % 2 == 0
                ? String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
                : String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            return replacingAny(in: tree, preferring: nil, with: Array(nested.utf8))
        case .hugeNumber:
            let numbers = ["1e309", "-1e309", "123456789012345678901234567890", "1e-400", "18446744073709551616"]
            let text = numbers[Int(random.next() % UInt64(numbers.count))]
            return replacingAny(in: tree, preferring: "number", with: Array(text.utf8))
        case .invalidUTF8:
            let sequences: [[UInt8]] = [
                [0xFF], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80], [0xC0, 0xAF],
            ]
            let bad = sequences[Int(random.next() % UInt64(sequences.count))]
            return replacingAny(in: tree, preferring: "string", with: Array(#""ok"#.utf8) + bad + Array(#"""#.utf8))
        }
    }

    private mutating func replacingAny(in tree: FuzzNode, preferring kind: String?, with raw: [UInt8]) -> Data {
        let preferred = tree.paths.filter { kind != nil && tree.node(at: $0)?.kind == kind }
        guard let path = pick(preferred.isEmpty ? tree.paths : preferred) else { return Data(raw) }
        return tree.replacing(path, with: .raw(raw)).serialized()
    }

    private mutating func pick<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[Int(random.next() % UInt64(elements.count))]
    }
}
