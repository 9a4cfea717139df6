// GuildWars2.SchemaVersion: the X-Schema-Version values that changed response shapes, and `latest`.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A schema version, sent as `X-Schema-Version`: the API answers in the shapes of that date.
    ///
    /// The models decode the shapes of every version here and of no header at all (the oldest schema):
    /// - recipe ingredients are `{"item_id", "count"}` before ``recipeIngredientKinds`` and
    ///   `{"type", "id", "count"}` from it (``RecipeIngredient`` reads both);
    /// - item details' `secondary_suffix_item_id` is `""` in older schemas and a number in current ones
    ///   (``LenientNumber`` reads both);
    /// - the account's `last_modified` (``accountLastModified``) is optional, and so are its top-level `wvw_rank`
    ///   and the `wvw` object that replaces it from ``wvwTeams``;
    /// - a mount skin's `mount` is optional: ``mountSkinsWithoutMount`` drops it.
    ///
    /// The client sends no version unless asked, so the API answers in its oldest shapes, which never change under
    /// an app; ask for ``newestKnown`` to get the current shapes this library was tested with, or ``latest`` to
    /// follow the API wherever it goes (a shape newer than ``newestKnown`` may fail to decode).
    public struct SchemaVersion: OpenEnum {
        /// The version as sent, such as `"2025-08-29T01:00:00.000Z"`.
        public let rawValue: String

        /// Wraps a version string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Accounts gain `last_modified`.
        public static let accountLastModified: SchemaVersion = "2019-02-21T00:00:00.000Z"
        /// Recipe ingredients gain `type` and `id`, so currencies and guild upgrades can be ingredients.
        public static let recipeIngredientKinds: SchemaVersion = "2022-03-09T02:00:00.000Z"
        /// Achievement categories list their achievements as objects with access requirements, and tomorrow's.
        public static let achievementCategoryAccess: SchemaVersion = "2022-03-23T19:00:00.000Z"
        /// The account's World vs. World fields move under `wvw`, which gains `team_id`: teams replace worlds.
        public static let wvwTeams: SchemaVersion = "2024-07-20T01:00:00.000Z"
        /// Mount skins no longer name their mount (`mount` is gone from `/v2/mounts/skins`).
        public static let mountSkinsWithoutMount: SchemaVersion = "2025-08-29T01:00:00.000Z"
        /// The newest version known to this library: ``mountSkinsWithoutMount``.
        public static let newestKnown: SchemaVersion = mountSkinsWithoutMount
        /// Whatever the API's newest version is.
        public static let latest: SchemaVersion = "latest"
    }
}
