// GetSession's pagination: pages(of:) and items(of:) walk a collection lazily, page by page.
import Foundation

extension GetSession {
    /// The pages of the collection this session points at, each body decoded as `[Item]`; nothing is sent until
    /// iteration starts.
    ///
    /// ```swift
    /// for try await page in api.get("articles").query(key: "per_page", value: "50").pages(of: Article.self) {
    ///     print(page.number, page.items.count, page.totalPages as Any)
    /// }
    /// ```
    /// The client's ``ClientConfiguration/pagination`` strategy walks it unless
    /// ``AsyncPageSequence/paginated(by:)`` names another.
    public func pages<Item: Decodable & Sendable>(of type: Item.Type) -> AsyncPageSequence<Item> {
        let decoder = resolvedDecoder(nil)
        return AsyncPageSequence(session: self, strategy: client.pipeline.configuration.pagination) {
            response throws(RESTError) in
            try response.decode(type: [Item].self, decoder: decoder)
        }
    }

    /// The pages of a collection whose bodies wrap the items, such as `{"items": […], "next_cursor": "…"}`.
    ///
    /// ```swift
    /// api.get("feed").pages(of: Feed.self, extracting: \.items)
    /// ```
    /// - Parameters:
    ///   - type: The type of a whole page body.
    ///   - items: Takes the items out of a decoded body.
    /// - Returns: The pages, each holding the items taken out of its body.
    public func pages<Envelope: Decodable & Sendable, Item: Sendable>(
        of type: Envelope.Type,
        extracting items: @escaping @Sendable (Envelope) -> [Item]
    ) -> AsyncPageSequence<Item> {
        let decoder = resolvedDecoder(nil)
        return AsyncPageSequence(session: self, strategy: client.pipeline.configuration.pagination) {
            response throws(RESTError) in
            items(try response.decode(type: Envelope.self, decoder: decoder))
        }
    }

    /// Every item of the collection this session points at, page after page; see ``pages(of:)``.
    ///
    /// ```swift
    /// for try await article in api.get("articles").items(of: Article.self) { … }
    /// let everything = try await api.get("articles").items(of: Article.self).collect()
    /// ```
    public func items<Item: Decodable & Sendable>(of type: Item.Type) -> AsyncItemSequence<Item> {
        pages(of: type).items
    }

    /// Every item of a collection whose bodies wrap the items; see ``pages(of:extracting:)``.
    ///
    /// - Parameters:
    ///   - type: The type of a whole page body.
    ///   - items: Takes the items out of a decoded body.
    /// - Returns: The items taken out of every page's body, in order.
    public func items<Envelope: Decodable & Sendable, Item: Sendable>(
        of type: Envelope.Type,
        extracting items: @escaping @Sendable (Envelope) -> [Item]
    ) -> AsyncItemSequence<Item> {
        pages(of: type, extracting: items).items
    }

    /// This session sent to `url` instead, for a pagination link: headers and options stay.
    ///
    /// On the same origin, secret query items of this session that `url` leaves out are carried over; on
    /// another origin, secret headers are dropped.
    func following(_ url: URL) -> GetSession {
        let target = client.get(url: url).request
        var next = self
        next.request.url = target.url
        next.request.queryItems = target.queryItems
        if Self.sameOrigin(request.url, target.url) {
            let named = Set(target.queryItems.map(\.name))
            next.request.queryItems += request.queryItems.filter {
                SensitiveData.isSecretQueryItem($0.name) && !named.contains($0.name)
            }
        } else {
            for field in request.headers where SensitiveData.isSecretHeader(field.name) {
                next.request.headers[field.name] = nil
            }
        }
        return next
    }

    private static func sameOrigin(_ lhs: String, _ rhs: String) -> Bool {
        guard let lhs = URLComponents(string: lhs), let rhs = URLComponents(string: rhs) else { return false }
        func port(_ url: URLComponents) -> Int? { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80) }
        return lhs.scheme?.lowercased() == rhs.scheme?.lowercased() && lhs.host?.lowercased() == rhs.host?.lowercased()
            && port(lhs) == port(rhs)
    }
}
