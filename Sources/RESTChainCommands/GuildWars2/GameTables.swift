// GameTables: items, worlds, a resolved recipe, a WvW match and an account as tables.
import Foundation
import GuildWars2API

/// The tables the `gw2` commands and the demo print.
enum GameTables {
    /// ID, name, rarity, type and level of each item.
    static func items(_ items: [GuildWars2.Item]) -> Table {
        Table(
            headers: ["ID", "Name", "Rarity", "Type", "Level"],
            rows: items.map { ["\($0.id)", $0.name, "\($0.rarity)", "\($0.type)", "\($0.level)"] })
    }

    /// ID, name and population of each world.
    static func worlds(_ worlds: [GuildWars2.World]) -> Table {
        Table(headers: ["ID", "Name", "Population"], rows: worlds.map { ["\($0.id)", $0.name, "\($0.population)"] })
    }

    /// A recipe's output and ingredients with their item names.
    static func recipe(_ recipe: GuildWars2.Recipe, with related: GuildWars2.RelatedObjects) -> Table {
        let output = related.items[recipe.outputItemID]?.name ?? "?"
        var rows = [["makes", "\(recipe.outputItemCount)", "\(recipe.outputItemID)", output]]
        for ingredient in recipe.ingredients {
            let name =
                ingredient.type == .currency
                ? related.currencies[ingredient.id]?.name : related.items[ingredient.id]?.name
            rows.append(["uses", "\(ingredient.count)", "\(ingredient.id)", name ?? "(\(ingredient.type))"])
        }
        return Table(headers: ["", "Count", "ID", "Item"], rows: rows)
    }

    /// The three teams of a match: worlds, score, kills, deaths and victory points.
    static func match(_ collection: GuildWars2.WvWCollection) -> Table {
        let match = collection.match
        let teams: [(String, GuildWars2.Team)] = [("Red", .red), ("Green", .green), ("Blue", .blue)]
        return Table(
            headers: ["Team", "Worlds", "Score", "Kills", "Deaths", "VP"],
            rows: teams.map { name, team in
                let mark = collection.team == team ? " ★" : ""
                return [
                    name + mark, collection.worlds(of: team).map(\.name).joined(separator: ", "),
                    text(match.scores[team]), text(match.kills[team]), text(match.deaths[team]),
                    text(match.victoryPoints?[team]),
                ]
            })
    }

    private static func text(_ number: Int?) -> String {
        number.map(String.init) ?? ""
    }

    /// An account's name, world, age and access.
    static func account(_ account: GuildWars2.Account) -> Table {
        Table(
            headers: ["Field", "Value"],
            rows: [
                ["Name", account.name], ["World", "\(account.world)"], ["Created", "\(account.created)"],
                ["Age", "\(account.age / 3600) h"], ["Access", account.access.map { "\($0)" }.joined(separator: ", ")],
                ["Commander", account.commander ? "yes" : "no"], ["Guilds", "\(account.guilds.count)"],
            ])
    }
}
