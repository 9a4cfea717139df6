// GuildWars2.Endpoint: the v2 routes this face knows by name.
import Foundation

extension GuildWars2 {
    /// A route of the GW2 API v2.
    public enum Endpoint: Sendable, Hashable {
        /// `build`: the current game build.
        case build
        /// `items`: every item id, or items by `ids`.
        case items
        /// `items?id=<id>`.
        case item(id: Int)
        /// `worlds`.
        case worlds
        /// `worlds?id=<id>`.
        case world(id: Int)
        /// `recipes`.
        case recipes
        /// `recipes?id=<id>`.
        case recipe(id: Int)
        /// `recipes/search?input=<item>`: recipes that use an item.
        case recipesUsing(itemID: Int)
        /// `recipes/search?output=<item>`: recipes that make an item.
        case recipesMaking(itemID: Int)
        /// `wvw/matches`.
        case wvwMatches
        /// `wvw/matches?id=<id>`, such as `1-1`.
        case wvwMatch(id: String)
        /// `wvw/matches?world=<world>`: the match a world plays in.
        case wvwMatchOfWorld(Int)
        /// `commerce/prices`.
        case prices
        /// `commerce/prices?id=<item>`.
        case price(itemID: Int)
        /// `commerce/listings`.
        case listings
        /// `commerce/listings?id=<item>`.
        case listing(itemID: Int)
        /// `currencies`.
        case currencies
        /// `achievements`.
        case achievements
        /// `achievements?id=<id>`.
        case achievement(id: Int)
        /// `skins`.
        case skins
        /// `skins?id=<id>`.
        case skin(id: Int)
        /// `account` (API key).
        case account
        /// `account/bank` (API key).
        case accountBank
        /// `account/materials` (API key).
        case accountMaterials
        /// `characters` (API key).
        case characters
        /// `tokeninfo` (API key).
        case tokenInfo
        /// Any route of ``Route/all``, its `:name` segments filled by `values` in order.
        case route(Route, values: [String] = [])
        /// Any other path under `v2`.
        case custom(path: String)

        /// The path under `v2`.
        public var path: String {
            switch self {
            case .build: "build"
            case .items, .item: "items"
            case .worlds, .world: "worlds"
            case .recipes, .recipe: "recipes"
            case .recipesUsing, .recipesMaking: "recipes/search"
            case .wvwMatches, .wvwMatch, .wvwMatchOfWorld: "wvw/matches"
            case .prices, .price: "commerce/prices"
            case .listings, .listing: "commerce/listings"
            case .currencies: "currencies"
            case .achievements, .achievement: "achievements"
            case .skins, .skin: "skins"
            case .account: "account"
            case .accountBank: "account/bank"
            case .accountMaterials: "account/materials"
            case .characters: "characters"
            case .tokenInfo: "tokeninfo"
            case .route(let route, let values): (try? route.filled(with: values)) ?? route.path
            case .custom(let path): path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            }
        }

        /// The query items that select one object or a search.
        public var queryItems: [URLQueryItem] {
            switch self {
            case .item(let id), .world(let id), .recipe(let id), .achievement(let id), .skin(let id):
                [URLQueryItem(name: "id", value: String(id))]
            case .price(let id), .listing(let id):
                [URLQueryItem(name: "id", value: String(id))]
            case .wvwMatch(let id): [URLQueryItem(name: "id", value: id)]
            case .wvwMatchOfWorld(let world): [URLQueryItem(name: "world", value: String(world))]
            case .recipesUsing(let item): [URLQueryItem(name: "input", value: String(item))]
            case .recipesMaking(let item): [URLQueryItem(name: "output", value: String(item))]
            default: []
            }
        }

        /// Whether the endpoint answers `?ids=all`: its ``Route/allowsAllIDs``, found by path for the named cases;
        /// `true` for a ``custom(path:)`` path no route names, which the API judges itself.
        public var allowsAllIDs: Bool {
            switch self {
            case .route(let route, _): route.allowsAllIDs
            case .custom: Route.all.first { $0.path == path }?.allowsAllIDs ?? true
            default: Route.all.first { $0.path == path }?.allowsAllIDs ?? false
            }
        }

        /// The permissions the API key needs for this endpoint, `account` first; empty for public data.
        public var requiredPermissions: [TokenInfo.Permission] {
            switch self {
            case .route(let route, _): route.permissions
            case .account: Route.account.permissions
            case .accountBank: Route.accountBank.permissions
            case .accountMaterials: Route.accountMaterials.permissions
            case .characters: Route.characters.permissions
            case .tokenInfo: Route.tokenInfo.permissions
            default: []
            }
        }
    }
}
