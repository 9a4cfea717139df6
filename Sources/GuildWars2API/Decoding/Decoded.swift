// GuildWars2.Decoded: one object of a response, read or reported with its id, so one bad object spoils nothing else.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One object of a list response: the value, or why the model could not read it and the object's id.
    ///
    /// Decoding `[Decoded<Item>]` never fails because of one object, so the other 199 of a page still arrive.
    /// Bulk fetches use it (``BulkResult/problems``); use it for a page walk too:
    /// ```swift
    /// for try await entry in gw2.get(endpoint: .items).items(of: GuildWars2.Decoded<GuildWars2.Item>.self) {
    ///     switch entry {
    ///     case .value(let item): print(item.name)
    ///     case .unreadable(let problem): print("item \(problem.id.map(String.init) ?? "?"): \(problem)")
    ///     }
    /// }
    /// ```
    public enum Decoded<Value: Decodable & Identifiable & Sendable>: Decodable, Sendable
    where Value.ID: Decodable & Sendable {
        /// The object, read.
        case value(Value)
        /// The object the model could not read, with its id when it has one.
        case unreadable(DecodingProblem<Value.ID>)

        /// The value, or `nil` when the object could not be read.
        public var value: Value? {
            if case .value(let value) = self { return value }
            return nil
        }

        /// The problem, or `nil` when the object was read.
        public var problem: DecodingProblem<Value.ID>? {
            if case .unreadable(let problem) = self { return problem }
            return nil
        }

        /// Reads the object, or records why not, naming the member at fault; throws only when the element is not
        /// there at all.
        public init(from decoder: any Decoder) throws {
            do {
                self = .value(try Value(from: decoder))
            } catch {
                self = .unreadable(Self.problem(error, in: decoder))
            }
        }

        /// Why the object `decoder` reads could not be read as `Value`, with its id when it has one.
        static func problem(_ error: any Error, in decoder: any Decoder) -> DecodingProblem<Value.ID> {
            let id = try? decoder.container(keyedBy: IDKey.self).decode(Value.ID.self, forKey: .id)
            let located = Self.located(error, in: decoder)
            let failure = DecodingFailure(located, body: Data(), typeName: "\(Value.self)")
            return DecodingProblem(id: id, failure: failure)
        }

        /// `error` as a `DecodingError` with its full path: Foundation on Linux throws a number that does not fit
        /// the model's type (`0.95` for an `Int`) as an error of its own with no path, found again here.
        private static func located(_ error: any Error, in decoder: any Decoder) -> DecodingError {
            if let error = error as? DecodingError { return error }
            let path = decoder.codingPath
            guard let json = try? JSONValue(from: decoder),
                let found = JSONValueDecoder.locate(Value.self, in: json, at: path)
            else {
                return .dataCorrupted(.init(codingPath: path, debugDescription: "\(error)"))
            }
            return found
        }

        private enum IDKey: String, CodingKey {
            case id
        }
    }

    /// An object of a response that the model could not read: its id (when readable) and the decoding failure.
    public typealias DecodingProblem<ID: Sendable> = RESTChain.DecodingProblem<ID>
}
