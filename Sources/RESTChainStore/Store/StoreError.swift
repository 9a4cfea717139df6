// StoreError: the one error a ModelStore throws, with a one-line description.
import Foundation

/// What went wrong in a ``ModelStore``, each case with a one-line description.
///
/// ```swift
/// do {
///     let store = try ModelStore(path: "cache.sqlite")
/// } catch .notADatabase(let path) {
///     print("not a store:", path)
/// } catch {
///     print(error)   // one readable line
/// }
/// ```
public enum StoreError: Error, Sendable, Hashable {
    /// The file could not be opened or created: a missing folder, no permission, a read-only volume…
    case cannotOpen(path: String, reason: String)
    /// The file exists but is not an SQLite database, or its pages are damaged.
    case notADatabase(path: String)
    /// SQLite refused a statement; `code` is SQLite's result code.
    case sqlite(code: Int32, message: String)
    /// A model could not be encoded to JSON.
    case encoding(typeName: String, reason: String)
    /// A stored row could not be decoded as the requested model.
    case decoding(typeName: String, reason: String)
}

extension StoreError: CustomStringConvertible {
    /// The error in one line, such as `cannot open store at /x/cache.sqlite: unable to open database file`.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open store at \(path): \(reason)"
        case .notADatabase(let path): "\(path) is not a model store: the file is not an SQLite database or is damaged"
        case .sqlite(let code, let message): "store statement failed (SQLite \(code)): \(message)"
        case .encoding(let typeName, let reason): "cannot encode \(typeName) for the store: \(reason)"
        case .decoding(let typeName, let reason): "stored \(typeName) does not decode: \(reason)"
        }
    }
}

extension StoreError: LocalizedError {
    /// The same line as ``description``.
    public var errorDescription: String? { description }
}
