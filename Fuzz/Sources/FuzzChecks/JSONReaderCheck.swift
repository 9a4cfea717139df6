// JSONReaderCheck: the tape under `decode` against Foundation's JSONDecoder, value for value, failure for failure.
import Foundation
@_spi(Fuzzing) import RESTChain

/// Decodes every input as a few model shapes through the tape and through `JSONDecoder`: they must agree on
/// success and on the value (doubles to the bit), and what `decode` returns must be Foundation's.
enum JSONReaderCheck {
    static func check(_ data: Data) throws(Finding) {
        try compare(JSONValue.self, data, same: exactly)
        try compare(JSONRecord.self, data, same: ==)
        try compare([Double].self, data) { $0.map(\.bitPattern) == $1.map(\.bitPattern) }
        try compare([Float].self, data) { $0.map(\.bitPattern) == $1.map(\.bitPattern) }
        try compare([Int].self, data, same: ==)
        try compare([UInt64].self, data, same: ==)
        try compare([String: Int8].self, data, same: ==)
        try compare(String.self, data, same: ==)
    }

    private static func compare<T: Decodable>(
        _ type: T.Type, _ data: Data, same: (T, T) -> Bool
    ) throws(Finding) {
        let foundation = Result { try JSONDecoder().decode(T.self, from: data) }
        let library = Result { try FuzzingSurface.decode(T.self, from: data) }
        let shape = String(describing: T.self)
        try agree(library, foundation, same: same, "decode as \(shape)")
        guard let tape = FuzzingSurface.tapeDecode(T.self, from: data) else { return }
        try agree(tape, foundation, same: same, "the tape as \(shape)")
    }

    private static func agree<T>(
        _ ours: Result<T, any Error>, _ foundation: Result<T, any Error>, same: (T, T) -> Bool, _ what: String
    ) throws(Finding) {
        switch (ours, foundation) {
        case (.success(let value), .success(let expected)):
            try require(same(value, expected), "\(what) gave \(value), JSONDecoder \(expected)")
        case (.success(let value), .failure(let error)):
            throw Finding("\(what) gave \(value), JSONDecoder failed: \(error)")
        case (.failure(let error), .success(let expected)):
            throw Finding("\(what) failed (\(error)), JSONDecoder gave \(expected)")
        case (.failure, .failure):
            return
        }
    }

    /// Whether two documents are the same, numbers compared to the bit (`-0.0` is not `0.0`).
    private static func exactly(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch (left, right) {
        case (.number(let a), .number(let b)): a.bitPattern == b.bitPattern
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { exactly($0, $1) }
        case (.object(let a), .object(let b)):
            a.count == b.count && a.allSatisfy { key, value in b[key].map { exactly(value, $0) } ?? false }
        default: left == right
        }
    }
}

/// A model as an app declares one: optionals of every scalar kind, nesting, a dictionary.
struct JSONRecord: Codable, Equatable {
    let id: Int?
    let name: String?
    let ratio: Double?
    let big: UInt64?
    let small: Int8?
    let flag: Bool?
    let tags: [String]?
    let counts: [String: Int32]?
    let children: [JSONRecord]?
}
