// Guild emblem designs from /v2/emblem/backgrounds and /v2/emblem/foregrounds: an id and its image layers.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One design of a guild emblem's background or foreground: its id and the images drawn one over another.
    ///
    /// A guild's emblem (``Guild/emblem``) names a background and a foreground by id, with the dye colors for
    /// them; the layers here are the images to tint, bottom first. Both routes share this shape, so one type serves
    /// them, told apart by `Part`:
    /// ```swift
    /// let backgrounds = try await gw2.fetch(GuildWars2.EmblemBackground.self)
    /// let foreground = try await gw2.fetch(ids: [1], as: GuildWars2.EmblemForeground.self)
    /// ```
    /// Shape from the wiki and recorded responses (Gw2Sharp's test files).
    public struct EmblemDesign<Part: EmblemPart>: Codable, Sendable, Hashable, Identifiable {
        /// The design id.
        public let id: Int
        /// The image layers, bottom first.
        public let layers: [URL]
    }

    /// A background of a guild emblem, from `/v2/emblem/backgrounds`.
    public typealias EmblemBackground = EmblemDesign<EmblemBackgroundPart>
    /// A foreground of a guild emblem, from `/v2/emblem/foregrounds`.
    public typealias EmblemForeground = EmblemDesign<EmblemForegroundPart>

    /// Which part of a guild emblem an ``EmblemDesign`` draws, and the route that lists its designs.
    public protocol EmblemPart: Sendable {
        /// The route of the part's designs.
        static var endpoint: Endpoint { get }
    }

    /// The background of a guild emblem (`emblem/backgrounds`).
    public enum EmblemBackgroundPart: EmblemPart {
        /// `emblem/backgrounds`.
        public static var endpoint: Endpoint { .emblemBackgrounds }
    }

    /// The foreground of a guild emblem (`emblem/foregrounds`).
    public enum EmblemForegroundPart: EmblemPart {
        /// `emblem/foregrounds`.
        public static var endpoint: Endpoint { .emblemForegrounds }
    }
}

extension GuildWars2.EmblemDesign: GuildWars2Object {
    /// `emblem/backgrounds` or `emblem/foregrounds`, as `Part` says.
    public static var endpoint: GuildWars2.Endpoint { Part.endpoint }
}
