// Result+Values: optional access to a completion handler's value and error.
import Foundation

extension Result where Failure == RESTError {
    /// The value of a success; `nil` for a failure.
    ///
    /// ```swift
    /// api.get("users").decode(type: [User].self) { result in
    ///     guard let users = result.value else { return print(result.error?.description ?? "") }
    ///     users.forEach { print($0.name) }
    /// }
    /// ```
    public var value: Success? {
        try? get()
    }

    /// The error of a failure; `nil` for a success.
    public var error: RESTError? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
