// CursorStrategy: walks a collection by cursor or offset, deciding each next request from the last page.
import Foundation

/// Walks a collection with query items that a closure reads from the last page: a cursor, an offset, a token.
///
/// ```swift
/// // {"items": […], "next_cursor": "abc"}: send ?cursor=abc next, stop when it is null.
/// let strategy = CursorStrategy.cursor(key: "cursor") { response in
///     try JSONDecoder().decode(Feed.self, from: response.body).nextCursor
/// }
/// let everything = try await api.get("feed").items(of: Feed.self, extracting: \.items)
///     .paginated(by: strategy).collect()
/// ```
/// The closure returns the query items to set on the next request (each replaces every item of its name), or
/// `nil` when the page was the last. See also ``PaginationStrategy/offset(key:limitKey:)``.
public struct CursorStrategy: PaginationStrategy {
    private let next: @Sendable (PageContext) throws -> [URLQueryItem]?
    private let readTotals: @Sendable (RESTResponse) -> PageTotals

    /// Creates a strategy from a closure over the last page.
    ///
    /// - Parameters:
    ///   - totals: Reads the totals from a response, if the API sends any; none by default.
    ///   - next: The query items for the next request, or `nil` after the last page. An error it throws ends
    ///     the walk with that error (as a ``RESTError``).
    public init(
        totals: @escaping @Sendable (RESTResponse) -> PageTotals = { _ in PageTotals() },
        next: @escaping @Sendable (PageContext) throws -> [URLQueryItem]?
    ) {
        self.next = next
        self.readTotals = totals
    }

    /// The totals the `totals` closure reads.
    public func totals(in response: RESTResponse) -> PageTotals { readTotals(response) }

    /// The last page's session with the closure's query items set, or `nil` when the closure returns `nil`.
    ///
    /// - Throws: The closure's error as a ``RESTError`` (a `DecodingError` becomes ``RESTError/decoding(_:)``).
    public func nextRequest(after page: PageContext) throws(RESTError) -> GetSession? {
        let items: [URLQueryItem]?
        do {
            items = try next(page)
        } catch {
            throw RESTError(error)
        }
        guard let items else { return nil }
        var session = page.session
        let names = Set(items.map(\.name))
        session.request.queryItems.removeAll { names.contains($0.name) }
        session.request.queryItems += items
        return session
    }
}

extension PaginationStrategy where Self == CursorStrategy {
    /// Sends the cursor that `cursor` reads from each response as the query item `key`; a `nil` or empty cursor
    /// ends the walk.
    ///
    /// - Parameters:
    ///   - key: The query item that carries the cursor, such as `cursor` or `page_token`.
    ///   - cursor: Reads the next cursor from a response's body or headers.
    /// - Returns: The strategy.
    public static func cursor(
        key: String,
        from cursor: @escaping @Sendable (RESTResponse) throws -> String?
    ) -> CursorStrategy {
        CursorStrategy { page in
            guard let value = try cursor(page.response), !value.isEmpty else { return nil }
            return [URLQueryItem(name: key, value: value)]
        }
    }

    /// Moves the query item `key` forward by the number of items each page held, from the session's offset
    /// (0 when it names none); an empty page, or one shorter than the session's `limitKey` item, ends the walk.
    ///
    /// ```swift
    /// api.get("events").query(key: "limit", value: "50").items(of: Event.self).paginated(by: .offset())
    /// ```
    /// - Parameters:
    ///   - key: The offset's query item; `offset` by default.
    ///   - limitKey: The page size's query item; `limit` by default.
    /// - Returns: The strategy.
    public static func offset(key: String = "offset", limitKey: String = "limit") -> CursorStrategy {
        CursorStrategy { page in
            guard page.itemCount > 0 else { return nil }
            if let limit = page.queryValue(named: limitKey).flatMap({ Int($0) }), page.itemCount < limit {
                return nil
            }
            let offset = page.queryValue(named: key).flatMap { Int($0) } ?? 0
            return [URLQueryItem(name: key, value: String(offset + page.itemCount))]
        }
    }
}
