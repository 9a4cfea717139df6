// The domain-first conformances of the game content models from mail carriers to worlds.
import Foundation
import RESTChain

extension GuildWars2.Map: GuildWars2Object {
    /// `maps`.
    public static var route: GuildWars2.Route { .maps }
}

extension GuildWars2.Mastery: GuildWars2Object {
    /// `masteries`.
    public static var route: GuildWars2.Route { .masteries }
}

extension GuildWars2.MountSkin: GuildWars2Object {
    /// `mounts/skins`.
    public static var route: GuildWars2.Route { .mountSkins }
}

extension GuildWars2.MountType: GuildWars2Object {
    /// `mounts/types`.
    public static var route: GuildWars2.Route { .mountTypes }
}
