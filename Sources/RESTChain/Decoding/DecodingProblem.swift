// DecodingProblem: a part of a response the model could not read, reported beside what it could — never dropped.
import Foundation

/// A part of a response that could not be read — one object of a list, one embedded resource — with its id when
/// that could be read, kept beside the values that were read instead of failing the whole response or vanishing.
///
/// A face built on RESTChain hands these out beside the values it decoded, for example as a `problems` list:
/// ```swift
/// for problem in result.problems {
///     print(problem)   // User 7: author[0].name: The given data was not valid JSON.
/// }
/// ```
public struct DecodingProblem<ID: Sendable>: Error, Sendable, CustomStringConvertible {
    /// The object's `id`, when it could be read.
    public let id: ID?
    /// Why the object could not be read, with the coding path to the value that failed.
    public let failure: DecodingFailure

    /// Creates a problem.
    ///
    /// - Parameters:
    ///   - id: The object's id, when it could be read.
    ///   - failure: Why the object could not be read.
    public init(id: ID?, failure: DecodingFailure) {
        self.id = id
        self.failure = failure
    }

    /// Reads an object's `id` and describes `error`, thrown while decoding it as `typeName` from `decoder`.
    ///
    /// - Parameters:
    ///   - error: What decoding the object threw.
    ///   - decoder: The decoder the object was read from.
    ///   - typeName: The model's name, such as `Item`.
    public init(_ error: any Error, in decoder: any Decoder, typeName: String) where ID: Decodable {
        id = try? decoder.container(keyedBy: IDKey.self).decode(ID.self, forKey: .id)
        let described = (error as? DecodingError).map { DecodingFailure($0, body: Data(), typeName: typeName) }
        guard let described, !described.codingPath.isEmpty || decoder.codingPath.isEmpty else {
            // No path in the error (invalid UTF-8, a number out of range): at least the object's own place.
            let reason = described?.reason ?? "\(error)"
            let context = DecodingError.Context(codingPath: decoder.codingPath, debugDescription: reason)
            failure = DecodingFailure(.dataCorrupted(context), body: Data(), typeName: typeName)
            return
        }
        failure = described
    }

    /// The failure in one line, such as `Item 42: details.type: missing key "type"`.
    public var description: String {
        let path = failure.codingPath.isEmpty ? "" : "\(failure.codingPath): "
        return OneLine.escaped("\(failure.typeName) \(id.map { "\($0)" } ?? "without id"): \(path)\(failure.reason)")
    }

    private enum IDKey: String, CodingKey {
        case id
    }
}

extension DecodingProblem: Equatable where ID: Equatable {
    /// Whether both name the same id, type, place and reason.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.failure.typeName == rhs.failure.typeName
            && lhs.failure.codingPath == rhs.failure.codingPath && lhs.failure.reason == rhs.failure.reason
    }
}
