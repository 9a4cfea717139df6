// GuildWars2's typed trading post calls: the gem exchange, deliveries and orders.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The gems `coins` copper buy now (`commerce/exchange/coins?quantity=`).
    ///
    /// - Throws: `RESTError.invalidRequest` before anything is sent when `coins` is not positive; `httpStatus`
    ///   400 when the amount buys no gem.
    public func exchangeCoins(quantity coins: Int) async throws(RESTError) -> ExchangeRate {
        try await exchange(.exchangeCoins, quantity: coins)
    }

    /// The coins (copper) `gems` gems fetch now (`commerce/exchange/gems?quantity=`).
    ///
    /// - Throws: `RESTError.invalidRequest` before anything is sent when `gems` is not positive.
    public func exchangeGems(quantity gems: Int) async throws(RESTError) -> ExchangeRate {
        try await exchange(.exchangeGems, quantity: gems)
    }

    /// The coins and items waiting at the trading post (`commerce/delivery`, `tradingpost`).
    public func commerceDelivery() async throws(RESTError) -> TradingPostDelivery {
        try await fetch(.commerceDelivery)
    }

    /// The account's open or filled orders, walked page by page (200 a page) as they are read.
    ///
    /// ```swift
    /// let selling = try await gw2.transactions(.currentSells).collect()
    /// for try await sale in try await gw2.transactions(.pastSells) { print(sale.itemID, sale.price) }
    /// ```
    /// The key's `tradingpost` permission is checked before the first page.
    /// - Throws: `RESTError.invalidRequest` naming the missing permission before anything is sent; the walk throws
    ///   any `RESTError` of a page.
    public func transactions(_ list: TransactionList) async throws(RESTError) -> AsyncItemSequence<Transaction> {
        let endpoint = list.endpoint
        try await requirePermissions(endpoint.permissions, for: endpoint.template)
        return get(endpoint: endpoint).items(of: Transaction.self)
    }

    private func exchange(_ route: Endpoint, quantity: Int) async throws(RESTError) -> ExchangeRate {
        guard quantity > 0 else {
            throw .invalidRequest(reason: "\(route.path) needs a positive quantity, not \(quantity)")
        }
        return try await fetch(route, query: [URLQueryItem(name: "quantity", value: String(quantity))])
    }
}
