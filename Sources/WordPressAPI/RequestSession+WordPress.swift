// RequestSession's WordPress shaping: the context a write's answer is rendered in.
import Foundation
import RESTChain

extension RequestSession {
    /// Asks for the answer to a write rendered in `context`, such as `.edit` to get raw texts, email addresses or
    /// a widget's instance back from the update that set them.
    ///
    /// ```swift
    /// let me = try await wp.update(.me, body: .json(WordPress.UserDraft(nickname: "Jo"))).context(.edit)
    ///     .decode(type: WordPress.User.self)
    /// ```
    public func context(_ context: WordPress.Context) -> RequestSession {
        query(key: "context", value: context.rawValue)
    }
}
