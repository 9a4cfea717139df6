// StallingDisk: a folder whose partial files' writes block, mounted over FUSE by Tests/Servers/stalling_fs.py.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A folder mounted by `Tests/Servers/stalling_fs.py` (FUSE, python3-fusepy) in a process of its own: every `write(2)`
/// to a `*.part` file in it past its first `after` bytes blocks for `delay` in the kernel, as on a stalled disk, and
/// the program writing needs no hook. Needs root and `/dev/fuse`.
final class StallingDisk {
    /// Where to write: the mounted folder.
    let folder: URL
    /// The folder behind it, where the bytes written land.
    let backing: URL
    private let process: Process

    /// Why the disk could not be made: the workload is left out, saying so.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The repository, for `Tests/Servers/`: `RESTCHAIN_ROOT`, else found from this file.
    private static let repository =
        ProcessInfo.processInfo.environment["RESTCHAIN_ROOT"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    init(delay: Duration, after: Int) throws {
        guard geteuid() == 0, FileManager.default.fileExists(atPath: "/dev/fuse") else {
            throw Unavailable(description: "FUSE needs root and /dev/fuse")
        }
        let python = "/usr/bin/python3"
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: python)
        probe.arguments = ["-c", "import fusepy"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { throw Unavailable(description: "\(python) is not installed") }
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else {
            throw Unavailable(description: "python3-fusepy is not installed (apt-get install python3-fusepy)")
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-stall-\(UUID())")
        folder = root.appendingPathComponent("mounted")
        backing = root.appendingPathComponent("backing")
        for directory in [folder, backing] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        let script = Self.repository.appendingPathComponent("Tests/Servers/stalling_fs.py").path
        let milliseconds = delay.components.seconds * 1_000 + delay.components.attoseconds / 1_000_000_000_000_000
        process.arguments = [script, backing.path, folder.path, "\(milliseconds)", "\(after)"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !isMounted {
            guard process.isRunning, Date() < deadline else {
                stop()
                throw Unavailable(description: "stalling_fs.py did not mount \(folder.path)")
            }
            usleep(20_000)
        }
    }

    private var isMounted: Bool {
        let mounts = (try? String(contentsOfFile: "/proc/mounts", encoding: .utf8)) ?? ""
        return mounts.split(separator: "\n").contains { $0.split(separator: " ").dropFirst().first == folder.path[...] }
    }

    /// Ends the file system: its process is killed, so writes blocked in it fail at once, and the folder goes.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let unmount = Process()
        unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
        unmount.arguments = ["-l", folder.path]
        unmount.standardError = FileHandle.nullDevice
        if (try? unmount.run()) != nil { unmount.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }
}
