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
    /// - the account's `last_modified` (``accountLastModified``) and WvW team (``latest``) are optional.
    public struct SchemaVersion: OpenEnum {
        /// The version as sent, such as `"2022-03-23T19:00:00.000Z"`.
        public let rawValue: String

        /// Wraps a version string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Accounts gain `last_modified`.
        public static let accountLastModified: SchemaVersion = "2019-02-21T00:00:00.000Z"
        /// Recipe ingredients gain `type` and `id`, so currencies and guild upgrades can be ingredients.
        public static let recipeIngredientKinds: SchemaVersion = "2022-03-09T02:00:00.000Z"
        /// The newest version known to this library.
        public static let newestKnown: SchemaVersion = "2022-03-23T19:00:00.000Z"
        /// Whatever the API's newest version is.
        public static let latest: SchemaVersion = "latest"
    }
}
