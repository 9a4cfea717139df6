// HTTPHeaders: an ordered, case-insensitive list of header fields.
import Foundation

/// Header fields, looked up without regard to case, kept in the order they were set.
///
/// Write them as a dictionary literal: `["X-API-KEY": "secret", "Accept": "application/json"]`.
/// Setting a name that is already present (in any case) replaces its value.
public struct HTTPHeaders: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    /// One header field.
    public struct Field: Sendable, Hashable {
        /// The name as it was given.
        public let name: String
        /// The value.
        public let value: String
    }

    private var fields: [Field] = []

    /// Creates an empty set of headers.
    public init() {}

    /// Creates headers from a dictionary; names are sorted for a stable order.
    public init(_ dictionary: [String: String]) {
        for (name, value) in dictionary.sorted(by: { $0.key < $1.key }) { self[name] = value }
    }

    /// Creates headers from a dictionary literal, keeping the order written.
    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// The value for `name`, compared case-insensitively; setting `nil` removes the field.
    public subscript(name: String) -> String? {
        get { fields.first { Self.sameName($0.name, name) }?.value }
        set {
            let index = fields.firstIndex { Self.sameName($0.name, name) }
            switch (index, newValue) {
            case (let index?, let value?): fields[index] = Field(name: fields[index].name, value: value)
            case (let index?, nil): fields.remove(at: index)
            case (nil, let value?): fields.append(Field(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Returns these headers with `other`'s fields set on top.
    public func merging(_ other: HTTPHeaders) -> HTTPHeaders {
        var merged = self
        for field in other.fields { merged[field.name] = field.value }
        return merged
    }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }

    /// The number of fields.
    var count: Int { fields.count }

    /// Makes room for `count` fields, so that building headers field by field allocates once.
    mutating func reserveCapacity(_ count: Int) {
        fields.reserveCapacity(count)
    }

    /// The fields as a dictionary keyed by name as given.
    public var dictionary: [String: String] {
        Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Adds `field` at the end. Its name must be absent already (as when copying some fields of other headers), so
    /// none is compared.
    mutating func append(_ field: Field) {
        fields.append(field)
    }

    /// The fields `isIncluded` accepts, in order. Their names are already unique, so none is looked up again.
    func filtered(_ isIncluded: (Field) throws -> Bool) rethrows -> HTTPHeaders {
        var kept = HTTPHeaders()
        kept.fields = try fields.filter(isIncluded)
        return kept
    }

    /// Whether two field names are equal without regard to ASCII case (names are ASCII tokens, RFC 9110 §5.1).
    ///
    /// Lengths first: most names a lookup passes differ in length, and a native string knows its length at once.
    static func sameName(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        // In place where both are contiguous (native strings): a header lookup compares several names per field.
        let inPlace = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in sameName(left, right) }
        }
        return (inPlace ?? nil) ?? sameName(lhs.utf8, rhs.utf8)
    }

    /// Whether two field names, as bytes, are equal without regard to ASCII case.
    static func sameName(_ lhs: some Collection<UInt8>, _ rhs: some Collection<UInt8>) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs) { $0 == $1 || asciiLowercased($0) == asciiLowercased($1) }
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// Iterates over the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }
}
