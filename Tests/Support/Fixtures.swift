// Where the repository's recorded responses live, for every test target.
import Foundation

/// The repository's root folder, found from this file's place in `Tests/Support`.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The repository's `Fixtures/wordpress` folder: responses recorded from a real WordPress site.
public let wordPressFixtures = repositoryRoot.appendingPathComponent("Fixtures/wordpress")

/// The repository's `Fixtures/gw2` folder: recorded Guild Wars 2 responses and the corpus of real objects.
public let gw2Fixtures = repositoryRoot.appendingPathComponent("Fixtures/gw2")
