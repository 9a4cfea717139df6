// GuildWars2+RenderService: the render service's files (icons, emblem layers) through a client with no API key.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The root of the render service, which serves the icons and emblem layers whose addresses the API's objects
    /// carry, such as `https://render.guildwars2.com/file/…/61041.png`.
    public static let renderService = "https://render.guildwars2.com"

    /// A GET session for a file of the render service, such as an item's ``Item/icon``; nothing is sent until a
    /// handler runs.
    ///
    /// ```swift
    /// if let icon = item.icon { image = try await gw2.renderFile(icon).data() }
    /// let saved = try await gw2.renderFile(specialization.icon).download(to: folder.appendingPathComponent("elite.png"))
    /// ```
    ///
    /// The file comes through a client made from this face's: the same transport, HTTP cache (the render service
    /// lets its files be kept for a long time, so a second ask is answered from it), response size limit, timeouts,
    /// retries, monitors and stubbing, but none of the face's headers, query items, adapters, error format or rate
    /// limiter.
    /// So the API key, the language and the schema version never reach the render service — or any host the
    /// address names — and its files do not spend the API's rate limit.
    public func renderFile(_ url: URL) -> GetSession {
        renderClient.get(url: url)
    }

    /// The client ``renderFile(_:)`` sends through: `configuration` without what belongs to the API.
    static func renderClient(from configuration: ClientConfiguration) -> RESTClient {
        var render = configuration
        render.headers = [:]
        render.queryItems = []
        render.adapters = []
        render.rateLimiter = nil
        render.errorDecoding = .none
        render.pagination = nil
        return RESTClient(configuration: render)
    }
}
