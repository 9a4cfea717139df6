// SavedSession: `--session NAME`, the headers and credentials remembered for one host between runs.
import Foundation

/// What `--session NAME` remembers for a host, as HTTPie's sessions do: the headers given on the command line
/// (but `Content-*` and `If-*`, which belong to one request) and the `-a` credentials.
///
/// A name is kept per host and port in `$XDG_CONFIG_HOME/restchain/sessions/HOST_PORT/NAME.json` (`~/.config` when
/// unset); a name with a `/` is a file path. The file and its folder are readable by their owner only (0600 and
/// 0700) and are replaced whole, so a run that is interrupted never leaves half a session.
struct SavedSession: Sendable, Equatable, Codable {
    /// One remembered header.
    struct Header: Sendable, Equatable, Codable {
        let name: String
        let value: String
    }

    /// The headers, in the order they were first given.
    var headers: [Header] = []
    /// The credentials, if `-a` was ever given.
    var auth: Credentials?

    /// Sets `name` to `value`, replacing a header of that name in any case; `nil` forgets it. Headers that
    /// belong to one request are not remembered.
    mutating func remember(header name: String, value: String?) {
        let lower = name.lowercased()
        guard !lower.hasPrefix("content-"), !lower.hasPrefix("if-") else { return }
        if let index = headers.firstIndex(where: { $0.name.lowercased() == lower }) {
            if let value { headers[index] = Header(name: name, value: value) } else { headers.remove(at: index) }
        } else if let value {
            headers.append(Header(name: name, value: value))
        }
    }

    /// The file of session `name` for `host` (with its port, if any).
    ///
    /// - Throws: `UsageError` for a name that is neither a path nor letters, digits, `-`, `_` and `.`.
    static func file(named name: String, host: String, environment: [String: String]) throws(UsageError) -> URL {
        if name.contains("/") { return URL(fileURLWithPath: name) }
        guard !name.isEmpty, !name.hasPrefix("."),
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
        else { throw UsageError("a session name is letters, digits, '-', '_' and '.', or a path; not '\(name)'") }
        let configuration =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config")
        let folder = host.replacingOccurrences(of: ":", with: "_").replacingOccurrences(of: "/", with: "_")
        return configuration.appendingPathComponent("restchain/sessions/\(folder)/\(name).json")
    }

    /// The session stored at `url`, or an empty one when there is none yet.
    ///
    /// - Throws: `CommandFailure` when the file exists but cannot be read as a session.
    static func load(from url: URL) throws(CommandFailure) -> SavedSession {
        guard let data = FileManager.default.contents(atPath: url.path) else { return SavedSession() }
        do {
            return try JSONDecoder().decode(SavedSession.self, from: data)
        } catch {
            throw CommandFailure("the session \(url.path) is not a restchain session; remove it or name another")
        }
    }

    /// Writes the session to `url`, readable by its owner only, replacing the file whole.
    ///
    /// - Throws: `CommandFailure` when the folder or file cannot be written.
    func save(to url: URL) throws(CommandFailure) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw CommandFailure("cannot create \(folder.path) for the session")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { throw CommandFailure("the session did not encode") }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw CommandFailure("cannot write the session in \(folder.path)") }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fchmod(descriptor, 0o600) == 0 && fsync(descriptor) == 0
        close(descriptor)
        guard written == data.count, synced, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw CommandFailure("cannot write the session \(url.path)")
        }
    }
}
