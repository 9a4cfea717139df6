// BuiltExecutable: a helper executable of the package, found beside the test bundle that runs the tests.
import Foundation

/// A helper executable the package builds for its tests (such as `TransportProbe` or `StoreWriter`), which tests run
/// as a child process when what they check needs a process of its own: a crash, an exit, a kill.
public enum BuiltExecutable {
    /// The executable called `name`, built beside the test bundle.
    ///
    /// - Throws: ``MissingExecutable`` when no such executable was built.
    public static func named(_ name: String) throws -> URL {
        // Linux runs the test bundle as an executable (`/proc/self/exe`); a Mac loads the `.xctest` bundle, which
        // holds this code, into a runner of Xcode's, so the build folder is the one the bundle lies in.
        let folders = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        for folder in folders {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw MissingExecutable(name: name)
    }
}

/// A class of the test bundle's own code, for `Bundle(for:)`.
private final class BundleMarker {}

/// A helper executable was not found beside the test bundle.
public struct MissingExecutable: Error, CustomStringConvertible {
    /// The executable's name.
    public let name: String

    /// One line: what is missing and how to build it.
    public var description: String { "\(name) is not built beside the test bundle; run swift build --build-tests" }
}
