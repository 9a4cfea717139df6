// GameClient: the GuildWars2 client a `gw2` command line describes — language, key, route or the recordings.
import Foundation
import GuildWars2API
import RESTChain

/// Makes the `GuildWars2` client for a `gw2` command.
enum GameClient {
    /// The options every `gw2` command takes.
    static let options: [OptionSpec] = [
        .value("--lang", "en|de|es|fr|zh", "The language of names and descriptions."),
        .value("--api-key", "KEY", "An API key for account data (or GW2_API_KEY)."),
        .value("--route", "URL", "Another API root, such as a local mirror (default https://api.guildwars2.com)."),
        .flag("--offline", "Answer from the recorded responses in Fixtures/gw2 instead of the API."),
        .value("--rate", "N", "At most N requests a second (default: the API's limit, bursts of 300 at 5 a second)."),
        .flag("--json", "Print JSON instead of a table."),
    ]

    /// The client for the command line's language, key and route (or the recordings with `--offline`).
    ///
    /// - Throws: `UsageError` for an unknown language; `RESTError.invalidURL` for an invalid route.
    static func make(_ invocation: Invocation) throws -> GuildWars2 {
        let arguments = invocation.arguments
        var language = GuildWars2.Language.en
        if let code = arguments.value("--lang") {
            guard let known = GuildWars2.Language(rawValue: code) else {
                let codes = GuildWars2.Language.allCases.map(\.rawValue).joined(separator: ", ")
                throw invocation.usageError("--lang is one of \(codes), not '\(code)'")
            }
            language = known
        }
        let key = arguments.value("--api-key") ?? invocation.environment["GW2_API_KEY"]
        let rateLimiter = try arguments.integer("--rate", in: 1...1000).map {
            RateLimiter(capacity: 1, refillPerSecond: Double($0))
        }
        let client: GuildWars2
        if arguments.has("--offline") {
            let directory = try FixtureDirectory.required(environment: invocation.environment)
            let transport = FixtureTransport(
                directory: directory.appendingPathComponent("gw2"), optionalQueryNames: ["lang"])
            client = try GuildWars2(
                language: language, accessToken: key, rateLimiter: rateLimiter ?? Self.apiLimit, transport: transport)
        } else {
            client = try GuildWars2(
                route: arguments.value("--route") ?? "https://api.guildwars2.com", language: language,
                accessToken: key, rateLimiter: rateLimiter ?? Self.apiLimit)
        }
        return client
    }

    /// A token bucket at the API's published limit.
    static var apiLimit: RateLimiter {
        RateLimiter(capacity: GuildWars2.rateLimit.burst, refillPerSecond: GuildWars2.rateLimit.perSecond)
    }

    /// The whole-number ids among the positionals.
    ///
    /// - Throws: `UsageError` for none, or for a word that is not a whole number.
    static func ids(_ invocation: Invocation) throws(UsageError) -> [Int] {
        let words = invocation.arguments.positionals
        guard !words.isEmpty else { throw invocation.usageError("missing ID") }
        return try words.map { word throws(UsageError) -> Int in
            guard let id = Int(word) else { throw invocation.usageError("an id is a whole number, not '\(word)'") }
            return id
        }
    }
}
