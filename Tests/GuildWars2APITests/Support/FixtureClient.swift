// A GuildWars2 client answering from the recorded responses in Fixtures/gw2.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport

/// A client on the recorded fixtures.
func fixtureClient(language: GuildWars2.Language = .en, accessToken: String? = nil) throws(RESTError) -> GuildWars2 {
    try GuildWars2(
        language: language, accessToken: accessToken,
        transport: FixtureTransport(directory: gw2Fixtures, optionalQueryNames: ["lang"]))
}
