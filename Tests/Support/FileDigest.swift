// FileDigest: the SHA-256 of a file, to compare what a test wrote with what a server holds.
import Foundation

/// The SHA-256 of the file at `file`, in lower-case hex, computed by `sha256sum` (GNU coreutils) or, where that is
/// missing (a Mac), `shasum -a 256`; empty when neither can read it.
public func sha256(of file: URL) throws -> String {
    let path = "'" + file.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    let command = "if command -v sha256sum >/dev/null; then sha256sum \(path); else shasum -a 256 \(path); fi"
    let output = (try? Shell.output(of: command)) ?? Data()
    return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
}
