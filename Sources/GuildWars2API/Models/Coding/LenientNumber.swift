// LenientNumber: a number that older schemas send as a string, or as "" when there is none.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A number the API sends as a JSON number, a numeric string or `""` (none); absent when there is none.
    ///
    /// Item details' `secondary_suffix_item_id` is `""` in older schemas and a number in current ones (item
    /// 70068 sends `24599`); both read as an `Int?`. It is written back as a number; a missing key reads as `nil`,
    /// and `nil` is left out (see `OptionalField`).
    @propertyWrapper
    public struct LenientNumber: OptionalField, Sendable, Hashable {
        /// The number, or `nil` when there is none.
        public var wrappedValue: Int?

        /// Wraps a number.
        public init(wrappedValue: Int?) {
            self.wrappedValue = wrappedValue
        }

        /// Reads a number, a numeric string, `""` or `null`.
        ///
        /// - Throws: `DecodingError.dataCorrupted` for a string that is not a number.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                wrappedValue = nil
            } else if let number = try? container.decode(Int.self) {
                wrappedValue = number
            } else {
                let text = try container.decode(String.self)
                guard text.isEmpty || Int(text) != nil else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "expected a number or \"\", found \"\(text)\"")
                }
                wrappedValue = Int(text)
            }
        }

        /// Writes the number, or `null` when there is none (a keyed container leaves the key out instead).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
        }
    }
}
