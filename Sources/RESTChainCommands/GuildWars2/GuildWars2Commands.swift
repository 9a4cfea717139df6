// GuildWars2Commands: `restchain gw2 item|worlds|recipe|wvw|account`, each a few lines over the GuildWars2 face.
import Foundation
import GuildWars2API
import RESTChain

/// The `gw2` commands (the whole catalogue, `gw2 items --all`, is in ``ItemPull``).
enum GuildWars2Commands {
    /// The commands.
    static let all: [Command] = [item, ItemPull.command, worlds, recipe, wvw, account]

    static let item = Command(
        path: ["gw2", "item"],
        summary: "Show items by id; ids the API does not know are reported.",
        synopsis: "ID… [--lang CODE] [--json]",
        options: GameClient.options,
        details: """
            Built on:
              let gw2 = try GuildWars2(language: .de)
              let found = try await gw2.fetch(ids: [19684, 19709, 999999], as: GuildWars2.Item.self)   // by 200, in order
              print(found.values.map(\\.name), found.missingIDs)
            Exit status 1 when an id was not found (the found ones are still printed).
            """
    ) { invocation in
        let ids = try GameClient.ids(invocation)
        let found = try await GameClient.make(invocation).fetch(ids: ids, as: GuildWars2.Item.self)
        Presenter.present(found.values, invocation: invocation) { GameTables.items(found.values) }
        if !found.missingIDs.isEmpty {
            throw CommandFailure("no such item: " + found.missingIDs.map(String.init).joined(separator: ", "))
        }
    }

    static let worlds = Command(
        path: ["gw2", "worlds"],
        summary: "List every world with its population.",
        synopsis: "[--lang CODE] [--json]",
        options: GameClient.options,
        details: """
            Built on:
              let worlds = try await gw2.get(endpoint: .worlds).query(ids: .all).decode(type: [GuildWars2.World].self)
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 0)
        let worlds = try await GameClient.make(invocation).get(endpoint: .worlds).query(ids: .all)
            .decode(type: [GuildWars2.World].self)
        Presenter.present(worlds, invocation: invocation) { GameTables.worlds(worlds) }
    }

    static let recipe = Command(
        path: ["gw2", "recipe"],
        summary: "Show a recipe; with --resolve, its output and ingredient items by name.",
        synopsis: "ID [--resolve] [--lang CODE] [--json]",
        options: GameClient.options + [.flag("--resolve", "Fetch the items it makes and uses, in one bulk request.")],
        details: """
            Built on:
              let recipe = try await gw2.get(endpoint: .recipe(id: 7319)).decode(type: GuildWars2.Recipe.self)
              let resolved = await gw2.resolve(GuildWars2.BulkResult(values: [recipe]))
              print(resolved.related.items[recipe.outputItemID]?.name ?? "?")
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 1)
        guard let id = try GameClient.ids(invocation).first else { return }
        let gw2 = try GameClient.make(invocation)
        let recipe = try await gw2.get(endpoint: .recipe(id: id)).decode(type: GuildWars2.Recipe.self)
        let related =
            invocation.arguments.has("--resolve")
            ? await gw2.resolve(GuildWars2.BulkResult(values: [recipe])).related
            : GuildWars2.RelatedObjects()
        Presenter.present(recipe, invocation: invocation) { GameTables.recipe(recipe, with: related) }
    }

    static let wvw = Command(
        path: ["gw2", "wvw"],
        summary: "Show the World vs. World match a world plays in.",
        synopsis: "--world ID [--lang CODE] [--json]",
        options: GameClient.options + [.value("--world", "ID", "The world, such as 1001 (Anvil Rock).")],
        details: """
            Built on:
              let wvw = try await gw2.wvw(world: 1001)
              print(wvw.team as Any, wvw.worlds(of: .red).map(\\.name), wvw.match.scores.red)
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 0)
        guard let world = try invocation.arguments.integer("--world") else {
            throw invocation.usageError("--world ID is required")
        }
        let collection = try await GameClient.make(invocation).wvw(world: world)
        Presenter.present(collection.match, invocation: invocation) { GameTables.match(collection) }
    }

    static let account = Command(
        path: ["gw2", "account"],
        summary: "Show the account of an API key (--api-key or GW2_API_KEY).",
        synopsis: "[--api-key KEY] [--json]",
        options: GameClient.options,
        details: """
            Built on:
              let gw2 = try GuildWars2(accessToken: key)   // sent as Authorization: Bearer, redacted in logs
              let account = try await gw2.get(endpoint: .account).decode(type: GuildWars2.Account.self)
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 0)
        let client = try GameClient.make(invocation)
        guard invocation.arguments.value("--api-key") ?? invocation.environment["GW2_API_KEY"] != nil else {
            throw invocation.usageError("an API key is required: --api-key KEY or GW2_API_KEY")
        }
        let account = try await client.get(endpoint: .account).decode(type: GuildWars2.Account.self)
        Presenter.present(account, invocation: invocation) { GameTables.account(account) }
    }
}
