// Replay: runs a target over files and folders without libFuzzer, naming any finding and the slowest input.
import Foundation
import FuzzChecks

enum Replay {
    /// Runs `target` over every file in `paths` (folders read one level deep); returns the exit status.
    static func run(_ target: FuzzTarget, paths: [String]) -> Int32 {
        var failures = 0
        var slowest = (name: "", duration: Duration.zero)
        let clock = ContinuousClock()
        let files = paths.flatMap { Self.files(under: $0) }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("cannot read \(file)")
                failures += 1
                continue
            }
            let start = clock.now
            do {
                try target.check(data)
            } catch {
                print("\(file): \(error)")
                failures += 1
            }
            let duration = clock.now - start
            if duration > slowest.duration { slowest = (file, duration) }
        }
        print(
            "\(target.name): \(files.count) inputs, \(failures) findings, slowest \(slowest.duration) (\(slowest.name))"
        )
        return failures == 0 ? 0 : 1
    }

    private static func files(under path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }
    }
}
