// WordPress.DynamicCodingKey: a coding key made from any string, for objects whose member names vary.
import Foundation
import RESTChain

extension WordPress {
    /// A coding key for any member name: used where WordPress objects carry open-ended members.
    struct DynamicCodingKey: CodingKey, Hashable {
        /// The member name.
        let stringValue: String
        /// Always `nil`: WordPress objects are keyed by strings.
        var intValue: Int? { nil }

        /// Creates the key for `stringValue`.
        init(stringValue: String) {
            self.stringValue = stringValue
        }

        /// Creates the key for the decimal spelling of `intValue`.
        init?(intValue: Int) {
            self.stringValue = String(intValue)
        }

        /// Shorthand for ``init(stringValue:)``.
        init(_ name: String) {
            self.stringValue = name
        }
    }
}
