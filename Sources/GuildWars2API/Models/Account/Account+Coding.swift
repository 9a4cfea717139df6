// Account's Codable conformance: ISO 8601 timestamps read and written by hand.
import Foundation
import RESTChain

extension GuildWars2.Account {
    /// Decodes an account; `created` and `last_modified` are ISO 8601 timestamps.
    ///
    /// - Throws: `DecodingError` when a required field is missing or a time is not a timestamp.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        age = try container.decode(Int.self, forKey: .age)
        world = try container.decode(Int.self, forKey: .world)
        guilds = try container.decodeIfPresent([String].self, forKey: .guilds) ?? []
        guildLeader = try container.decodeIfPresent([String].self, forKey: .guildLeader)
        created = try container.decodeTimestamp(forKey: .created)
        access = try container.decodeIfPresent([Access].self, forKey: .access) ?? []
        commander = try container.decodeIfPresent(Bool.self, forKey: .commander) ?? false
        fractalLevel = try container.decodeIfPresent(Int.self, forKey: .fractalLevel)
        dailyAP = try container.decodeIfPresent(Int.self, forKey: .dailyAP)
        monthlyAP = try container.decodeIfPresent(Int.self, forKey: .monthlyAP)
        wvwRank = try container.decodeIfPresent(Int.self, forKey: .wvwRank)
        lastModified = try container.decodeTimestampIfPresent(forKey: .lastModified)
        buildStorageSlots = try container.decodeIfPresent(Int.self, forKey: .buildStorageSlots)
        wvw = try container.decodeIfPresent(WvWStatus.self, forKey: .wvw)
    }

    /// Encodes the account as the API sends it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(age, forKey: .age)
        try container.encode(world, forKey: .world)
        try container.encode(guilds, forKey: .guilds)
        try container.encodeIfPresent(guildLeader, forKey: .guildLeader)
        try container.encodeTimestamp(created, forKey: .created)
        try container.encode(access, forKey: .access)
        try container.encode(commander, forKey: .commander)
        try container.encodeIfPresent(fractalLevel, forKey: .fractalLevel)
        try container.encodeIfPresent(dailyAP, forKey: .dailyAP)
        try container.encodeIfPresent(monthlyAP, forKey: .monthlyAP)
        try container.encodeIfPresent(wvwRank, forKey: .wvwRank)
        try container.encodeTimestampIfPresent(lastModified, forKey: .lastModified)
        try container.encodeIfPresent(buildStorageSlots, forKey: .buildStorageSlots)
        try container.encodeIfPresent(wvw, forKey: .wvw)
    }
}
