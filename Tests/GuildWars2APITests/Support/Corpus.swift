// Corpus: the recorded objects of Fixtures/gw2/corpus (or GW2_DATA_DIR), one JSON document per line.
import Foundation
import RESTChain
import TestSupport

enum Corpus {
    /// `GW2_DATA_DIR` when set, else the repository's `Fixtures/gw2/corpus`.
    static var directory: URL {
        if let path = ProcessInfo.processInfo.environment["GW2_DATA_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return gw2Fixtures.appendingPathComponent("corpus")
    }

    /// The JSON documents of `<name>.jsonl.gz`, one per line, byte order mark dropped.
    static func lines(of name: String) throws -> [Data] {
        let file = directory.appendingPathComponent("\(name).jsonl.gz")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CorpusError.unreadable(file.path) }
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
        return data.split(separator: UInt8(ascii: "\n")).filter { !$0.isEmpty }.map { Data($0) }
    }

    /// The recorded object with `id` in `<name>.jsonl.gz`.
    static func object(id: Int, in name: String) throws -> Data {
        let marker = Data("\"id\":\(id),".utf8)
        for line in try lines(of: name) where line.range(of: marker) != nil {
            if try JSONDecoder().decode(JSONValue.self, from: line)["id"]?.intValue == id { return line }
        }
        throw CorpusError.missing(id)
    }

    /// What goes wrong decoding `lines` as `Model` and encoding them again: one line per failing object.
    static func problems<Model: Codable>(decoding lines: [Data], as type: Model.Type, in file: String) -> [String] {
        let decoder = JSONDecoder()
        var joined = Data("[".utf8)
        joined.reserveCapacity(lines.reduce(2) { $0 + $1.count + 1 })
        for (index, line) in lines.enumerated() {
            if index > 0 { joined.append(UInt8(ascii: ",")) }
            joined.append(line)
        }
        joined.append(UInt8(ascii: "]"))
        if let models = try? decoder.decode([Model].self, from: joined),
            let originals = try? JSONSerialization.jsonObject(with: joined) as? [Any],
            let again = try? JSONSerialization.jsonObject(with: JSONEncoder().encode(models)) as? [Any]
        {
            return zip(originals, again).compactMap { original, again in
                let lost = lostKeys(from: original, in: again)
                let id = (original as? [String: Any])?["id"].map { "\($0)" } ?? "?"
                return lost.isEmpty ? nil : "\(file) \(id): lost \(lost.joined(separator: ", "))"
            }
        }
        return lines.compactMap { line in
            do {
                _ = try decoder.decode(Model.self, from: line)
                return lines.count == 1 ? nil : problems(decoding: [line], as: Model.self, in: file).first
            } catch {
                let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any]
                return "\(file) \(object?["id"].map { "\($0)" } ?? "?"): \(RESTError(error))"
            }
        }
    }

    /// The key paths of `original` (holding something other than `null`) that `again` lacks.
    static func lostKeys(from original: Any, in again: Any?, path: String = "") -> [String] {
        if let members = original as? [String: Any] {
            let other = again as? [String: Any]
            return members.keys.sorted().flatMap { key -> [String] in
                guard let value = members[key], !(value is NSNull) else { return [] }
                let child = path.isEmpty ? key : "\(path).\(key)"
                guard let counterpart = other?[key], !(counterpart is NSNull) else { return [child] }
                return lostKeys(from: value, in: counterpart, path: child)
            }
        }
        if let elements = original as? [Any] {
            let other = again as? [Any] ?? []
            return elements.enumerated().flatMap { index, value in
                lostKeys(from: value, in: index < other.count ? other[index] : nil, path: "\(path)[\(index)]")
            }
        }
        return []
    }

    enum CorpusError: Error {
        case unreadable(String)
        case missing(Int)
    }
}
