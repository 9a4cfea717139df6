// Result+Values: optional access to a completion handler's value and error, as WordpressKit users write it.
import Foundation

extension Result where Failure == RESTError {
    /// The value of a success; `nil` for a failure.
    ///
    /// ```swift
    /// wp.get(endpoint: .posts).decode(type: [WordPress.Post].self) { result in
    ///     guard let posts = result.value else { return print(result.error?.description ?? "") }
    ///     posts.forEach { print($0.title.rendered) }
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
