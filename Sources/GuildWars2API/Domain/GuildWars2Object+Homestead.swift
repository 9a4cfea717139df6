// The domain-first conformances of the homestead models and the logos.
import Foundation
import RESTChain

extension GuildWars2.HomesteadDecoration: GuildWars2Object {
    /// `homestead/decorations`.
    public static var endpoint: GuildWars2.Endpoint { .homesteadDecorations }
}

extension GuildWars2.HomesteadDecorationCategory: GuildWars2Object {
    /// `homestead/decorations/categories`.
    public static var endpoint: GuildWars2.Endpoint { .homesteadDecorationCategories }
}

extension GuildWars2.HomesteadGlyph: GuildWars2Object {
    /// `homestead/glyphs`.
    public static var endpoint: GuildWars2.Endpoint { .homesteadGlyphs }
}

extension GuildWars2.Logo: GuildWars2Object {
    /// `logos`.
    public static var endpoint: GuildWars2.Endpoint { .logos }
}
