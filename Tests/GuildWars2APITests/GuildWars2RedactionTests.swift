// The GW2 face never shows its API key: the core's redacted descriptions cover it.
import GuildWars2API
import RESTChain
import Testing

struct GuildWars2RedactionTests {
    @Test func `a client with an API key never shows it`() throws {
        let gw2 = try GuildWars2(accessToken: "SECRET-GW2-KEY")
        var dumped = ""
        dump(gw2, to: &dumped)
        for text in [String(describing: gw2), String(reflecting: gw2), dumped, String(describing: gw2.client)] {
            #expect(!text.contains("SECRET-GW2-KEY"))
        }
    }
}
