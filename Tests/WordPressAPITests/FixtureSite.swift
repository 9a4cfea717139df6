// A WordPress client answering from the responses recorded from a real site in Fixtures/wordpress.
import Foundation
import RESTChain
import TestSupport
import WordPressAPI

/// A client on the recorded fixtures, mounted where the site's REST API lives.
func fixtureSite() throws -> WordPress {
    try WordPress(
        route: "https://example.com/wp-json",
        transport: FixtureTransport(directory: wordPressFixtures, mountPath: "/wp-json"))
}
