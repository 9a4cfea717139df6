// FileDigest: the SHA-256 of a file, to compare what a test wrote with what a server holds.
import Foundation

/// The SHA-256 of the file at `file`, in lower-case hex, computed by `sha256sum`; empty when it cannot be read.
public func sha256(of file: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sha256sum", file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
}
