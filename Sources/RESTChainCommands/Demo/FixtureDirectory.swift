// FixtureDirectory: finds the repository's recorded responses, from the package root or anywhere inside it.
import Foundation

/// Finds `Fixtures/` (with `wordpress/` and `gw2/` inside): `RESTCHAIN_FIXTURES`, then `./Fixtures` and the
/// folders above the current directory, then the package this source file was built from.
enum FixtureDirectory {
    /// The fixture directory, or `nil` when none is found.
    static func locate(environment: [String: String]) -> URL? {
        var candidates: [URL] = []
        if let named = environment["RESTCHAIN_FIXTURES"] { candidates.append(URL(fileURLWithPath: named)) }
        var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("Fixtures"))
            directory.deleteLastPathComponent()
        }
        candidates.append(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures"))
        return candidates.first { candidate in
            FileManager.default.fileExists(atPath: candidate.appendingPathComponent("wordpress/index.json").path)
                && FileManager.default.fileExists(atPath: candidate.appendingPathComponent("gw2/v2").path)
        }
    }

    /// The fixture directory.
    ///
    /// - Throws: `CommandFailure` saying where it looked.
    static func required(environment: [String: String]) throws -> URL {
        guard let directory = locate(environment: environment) else {
            throw CommandFailure(
                "no Fixtures/ directory found: run from the RESTChain checkout or set RESTCHAIN_FIXTURES")
        }
        return directory
    }
}
