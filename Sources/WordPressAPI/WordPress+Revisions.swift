// WordPress's revision restore: the parent takes back a revision's title, content and excerpt.
import Foundation
import RESTChain

extension WordPress {
    /// Restores a post or page to a revision: updates the parent with the revision's title, content and excerpt,
    /// as WordPress's own "Restore this revision" does (which makes a new revision in turn); decode the answer as
    /// the parent's model (``Post``, ``Page``…).
    ///
    /// Read the revision in the `edit` context, so its raw texts (block markup) are restored as they were;
    /// without them the rendered HTML is written back.
    /// ```swift
    /// let revisions = try await wp.get(endpoint: .revisions(of: .post(id: 42))).context(.edit)
    ///     .decode(type: [WordPress.Revision].self)
    /// let restored = try await wp.restore(revisions[1], of: .post(id: 42)).decode(type: WordPress.Post.self)
    /// ```
    /// - Parameters:
    ///   - revision: The revision to go back to.
    ///   - parent: The post or page it belongs to, such as `.post(id: 42)`.
    /// - Returns: The update, sent when a handler asks for its answer.
    public func restore(_ revision: Revision, of parent: Endpoint) -> RequestSession {
        var fields: [String: String] = [:]
        fields["title"] = revision.title.map { $0.raw ?? $0.rendered }
        fields["content"] = revision.content.map { $0.raw ?? $0.rendered }
        fields["excerpt"] = revision.excerpt.map { $0.raw ?? $0.rendered }
        return update(parent, body: .json(fields))
    }
}
