// SavedSession: `--session NAME`, the headers and credentials remembered for one host between runs.
import Foundation

/// What `--session NAME` remembers for a host, as HTTPie's sessions do: the headers given on the command line
/// (but `Content-*` and `If-*`, which belong to one request), the `-a` credentials and the cookies the host set.
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

    /// One cookie the host set, sent back as `Cookie: name=value`.
    struct Cookie: Sendable, Equatable, Codable {
        let name: String
        let value: String
    }

    /// The headers, in the order they were first given.
    var headers: [Header] = []
    /// The credentials, if `-a` was ever given.
    var auth: Credentials?
    /// The cookies, in the order they were first set.
    var cookies: [Cookie] = []

    init() {}

    /// A session from its file; a missing list is empty, so files from before a list existed still load.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        headers = try container.decodeIfPresent([Header].self, forKey: .headers) ?? []
        auth = try container.decodeIfPresent(Credentials.self, forKey: .auth)
        cookies = try container.decodeIfPresent([Cookie].self, forKey: .cookies) ?? []
    }

    /// The `Cookie` header that sends the cookies back, `nil` when there are none.
    var cookieHeader: String? {
        cookies.isEmpty ? nil : cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Remembers the cookies of a response's `Set-Cookie` fields (joined by commas, as URLSession joins them); a
    /// cookie set to expire now (`Max-Age=0` or less) is forgotten. Domain and path need no checking: a session
    /// belongs to one host already.
    mutating func remember(setCookie field: String) {
        for line in Self.cookieLines(field) {
            let parts = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let pair = parts.first, let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                continue
            }
            let name = String(pair[..<equals])
            let expired = parts.dropFirst().contains { attribute in
                let lower = attribute.lowercased()
                return lower.hasPrefix("max-age=") && (Int(lower.dropFirst(8)) ?? 1) <= 0
            }
            cookies.removeAll { $0.name == name }
            if !expired { cookies.append(Cookie(name: name, value: String(pair[pair.index(after: equals)...]))) }
        }
    }

    /// `field` split where a comma starts another cookie (`, name=`), not inside an `Expires` date.
    private static func cookieLines(_ field: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var rest = Substring(field)
        while let comma = rest.firstIndex(of: ",") {
            let after = rest[rest.index(after: comma)...]
            let nextPair = after.prefix { $0 != ";" && $0 != "," }
            current += rest[..<comma]
            if nextPair.contains("=") {
                lines.append(current)
                current = ""
            } else {
                current += ","
            }
            rest = after
        }
        lines.append(current + rest)
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

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
