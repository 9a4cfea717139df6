// Shell: the standard output of a command line run by /bin/sh, for test support that asks system tools.
import Foundation

/// Runs command lines with `/bin/sh`.
public enum Shell {
    /// The standard output of `command`, run by `/bin/sh` in `directory` (the current one when `nil`).
    ///
    /// - Throws: `TestServerError.notReady` naming the command when it exits with a failure.
    public static func output(of command: String, in directory: URL? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestServerError.notReady(reason: command, stderr: "") }
        return data
    }
}
