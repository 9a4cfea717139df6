// GuildWars2 with an object cache: bulk fetches that ask only for the ids they lack, and the build check.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A copy of this face whose bulk fetches keep their objects in `cache` and ask the API only for the ids it
    /// lacks (``BulkResult/cachedCount`` says how many came from it).
    ///
    /// Copies made from the result share the cache; faces of other languages or schemas may share it too, their
    /// objects kept apart.
    public func cachingObjects(in cache: ObjectCache) -> GuildWars2 {
        var face = self
        face.objectCache = cache
        return face
    }

    /// Looks at `/v2/build` and empties the object cache, and the client's HTTP cache with it, when the game's
    /// build changed since it last looked.
    ///
    /// - Returns: Whether the build changed and the caches were emptied; `false` without an object cache.
    /// - Throws: Any `RESTError` of the request.
    @discardableResult
    public func checkBuild() async throws(RESTError) -> Bool {
        guard let objectCache else { return false }
        let build = try await get(endpoint: .build).cachePolicy(.noCache).decode(type: Build.self)
        guard await objectCache.note(build: build.id) else { return false }
        await client.configuration.cache?.removeAll()
        return true
    }

    /// Where `endpoint`'s objects of `Value` are kept in the object cache: `nil` without one, or for a route that
    /// needs an API key.
    func objectScope<Value>(of endpoint: Endpoint, for type: Value.Type) -> ObjectCache.Scope? {
        guard objectCache != nil, endpoint.permissions.isEmpty else { return nil }
        let query = (endpoint.queryItems + client.configuration.queryItems)
            .map { "\($0.name)=\($0.value ?? "")" }.sorted().joined(separator: "&")
        return ObjectCache.Scope(
            route: "\(endpoint.path)?\(query)", schema: client.configuration.headers["X-Schema-Version"] ?? "",
            model: ObjectIdentifier(Value.self))
    }
}
