// GuildWars2.Endpoint's conformance to the core's Endpoint: stubs, fixtures, mappings and monitors work unchanged.
import Foundation
import RESTChain

/// Every GW2 route is a core endpoint: a GET whose `path` is relative to `v2` and whose query items select objects.
extension GuildWars2.Endpoint: RESTChain.Endpoint {}
