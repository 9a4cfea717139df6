// SQLValue: one SQLite value, as bound to a statement or read from a row.
import Foundation

/// A value SQLite stores: null, a 64-bit integer, a double, text or bytes.
enum SQLValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
}
