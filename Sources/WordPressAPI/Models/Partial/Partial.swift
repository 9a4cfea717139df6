// WordPress.Partial: a `_fields`-narrowed item that offers the model's fields by key path, each optional.
import Foundation
import RESTChain

extension WordPress {
    /// An item of a response narrowed with `_fields`: the model's fields, each present only if it was sent.
    ///
    /// A narrowed response leaves out fields a full model needs, so decode it as `Partial<Model>`:
    /// ```swift
    /// let titles = try await wp.get(endpoint: .posts).fields(of: WordPress.Post.self, \.id, \.title)
    ///     .decode(type: [WordPress.Partial<WordPress.Post>].self)
    /// print(titles[0].id ?? 0, titles[0].title?.rendered ?? "")   // slug, content… are nil
    /// ```
    /// Every property of the model reads as an optional of its type; fields that were not asked for are `nil`,
    /// never a decoding error. `value(_:)` says why a field that was sent does not decode.
    @dynamicMemberLookup
    public struct Partial<Model: FieldNamed>: Codable, Sendable, Equatable {
        /// The members that were sent, by JSON name.
        public var members: [String: JSONValue]

        /// Wraps members already decoded.
        public init(members: [String: JSONValue]) {
            self.members = members
        }

        /// Decodes any JSON object.
        ///
        /// - Throws: `DecodingError.typeMismatch` when the value is not an object.
        public init(from decoder: any Decoder) throws {
            members = try [String: JSONValue](from: decoder)
        }

        /// Encodes the members as they were received.
        public func encode(to encoder: any Encoder) throws {
            try members.encode(to: encoder)
        }

        /// The field at `keyPath`, or `nil` when it was not sent (or does not decode; see `value(_:)`).
        public subscript<Value: Decodable>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value? {
            (try? value(keyPath)) ?? nil
        }

        /// The optional field at `keyPath`, or `nil` when it was not sent, was `null` or does not decode.
        public subscript<Value: Decodable>(dynamicMember keyPath: KeyPath<Model, Value?>) -> Value? {
            (try? value(keyPath)) ?? nil
        }

        /// Whether the response holds the field at `keyPath`.
        public func contains(_ keyPath: PartialKeyPath<Model>) -> Bool {
            Model.fieldNames[keyPath].map { members[$0] != nil } ?? false
        }

        /// The field at `keyPath`, decoded; `nil` when it was not sent or is `null`.
        ///
        /// - Throws: `DecodingError` when the field was sent but does not decode as `Value`.
        public func value<Value: Decodable>(_ keyPath: KeyPath<Model, Value>) throws -> Value? {
            guard let name = Model.fieldNames[keyPath], let member = members[name], !member.isNull else {
                return nil
            }
            return try MemberDecoding.decode(Value.self, from: member)
        }

        /// The optional field at `keyPath`, decoded; `nil` when it was not sent or is `null`.
        ///
        /// - Throws: `DecodingError` when the field was sent but does not decode as `Value`.
        public func value<Value: Decodable>(_ keyPath: KeyPath<Model, Value?>) throws -> Value? {
            guard let name = Model.fieldNames[keyPath], let member = members[name], !member.isNull else {
                return nil
            }
            return try MemberDecoding.decode(Value.self, from: member)
        }
    }
}
