// The typed trading post calls over loopback: bulk prices and listings, the gem exchange, deliveries, and orders
// walked page by page behind the tradingpost permission.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct CommerceCallTests {
    static let keyed: [KeyedCall] = [
        KeyedCall(.commerceDelivery) { try await $0.commerceDelivery() },
        KeyedCall(.currentBuys) { try await $0.transactions(.currentBuys).collect() },
        KeyedCall(.currentSells) { try await $0.transactions(.currentSells).collect() },
        KeyedCall(.pastBuys) { try await $0.transactions(.pastBuys).collect() },
        KeyedCall(.pastSells) { try await $0.transactions(.pastSells).collect() },
    ]

    @Test func `prices and listings come in bulk, unknown ids reported`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let prices = try await gw2.fetch(ids: [46742, 19684, 19684], as: GuildWars2.Price.self)
        #expect(prices.values.map(\.id) == [19684, 19684] && prices.missingIDs == [46742])
        #expect(prices.values[0].sells.unitPrice == 41 && prices.values[0].buys.unitPrice == 38)
        let listings = try await gw2.fetch(ids: [19684], as: GuildWars2.Listing.self)
        #expect(listings.values.first?.buys.isEmpty == false && listings.isComplete)
    }

    @Test func `the gem exchange answers for a quantity, and a quantity below one is refused unsent`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let gems = try await gw2.exchangeCoins(quantity: 100_000)
        #expect(gems.coinsPerGem == 2921 && gems.quantity == 34)
        let coins = try await gw2.exchangeGems(quantity: 100)
        #expect(coins.quantity == 179_727)
        await #expect(throws: RESTError.self) { _ = try await gw2.exchangeGems(quantity: 0) }
        #expect(try await server.stats(path: "/v2/commerce/exchange/gems").count == 1)
    }

    @Test func `orders are walked across pages and deliveries decode`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let sold = try await gw2.transactions(.pastSells).collect()
        #expect(sold.count == 203 && Set(sold.map(\.id)).count == 203)
        #expect(sold.allSatisfy { $0.purchased != nil && $0.purchased! > $0.created })
        #expect(try await server.stats(path: "/v2/commerce/transactions/history/sells").count == 2)
        let buying = try await gw2.transactions(.currentBuys).collect()
        #expect(buying.map(\.itemID) == [19721, 24836] && buying.allSatisfy { $0.purchased == nil })
        let delivery = try await gw2.commerceDelivery()
        #expect(delivery.coins == 14672 && delivery.items.map(\.count) == [250, 1])
        let order = try #require(sold.first)
        let again = try JSONDecoder().decode(GuildWars2.Transaction.self, from: try JSONEncoder().encode(order))
        #expect(again == order)
    }

    @Test func `a key without tradingpost is refused each keyed commerce call, before it is sent`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let routes = [GuildWars2.Endpoint.commerceDelivery] + GuildWars2.TransactionList.allCases.map(\.endpoint)
        #expect(Self.keyed.map(\.route) == routes)
        try await expectRefusedWithLimitedKey(Self.keyed, at: server)
    }
}
