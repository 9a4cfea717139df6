// PartialDownload: the bytes of an unfinished download beside its destination, and what they were part of.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An unfinished download: `<destination>.part` holds the bytes so far and `<destination>.part.json` the URL and the
/// validator (`ETag` or `Last-Modified`) they came with, so a later download of the same URL can ask for the rest
/// with `Range` and `If-Range`. The destination itself is only ever written by an atomic rename of a complete file.
struct PartialDownload {
    /// What a partial file was part of.
    struct Record: Codable, Equatable {
        var url: String
        /// A strong `ETag`, or else a `Last-Modified` date: what `If-Range` sends.
        var validator: String
    }

    let destination: URL
    var data: URL { destination.appendingPathExtension("part") }
    var record: URL { destination.appendingPathExtension("part.json") }

    /// The bytes on disk and their validator, when there is a partial file to continue from for `url`.
    func resumable(for url: String) -> DownloadPlan.Kept? {
        guard let json = try? Data(contentsOf: record),
            let saved = try? JSONDecoder().decode(Record.self, from: json), saved.url == url,
            let attributes = try? FileManager.default.attributesOfItem(atPath: data.path),
            let size = (attributes[.size] as? NSNumber)?.int64Value, size > 0
        else { return nil }
        return DownloadPlan.Kept(size: size, validator: saved.validator)
    }

    /// Opens the partial file for writing at `offset` (0 starts over), recording what it is part of.
    func open(at offset: Int64, url: String, validator: String?) throws(RESTError) -> FileHandle {
        do {
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if offset == 0 || !FileManager.default.fileExists(atPath: data.path) {
                guard FileManager.default.createFile(atPath: data.path, contents: nil) else {
                    throw CocoaError(.fileWriteNoPermission)
                }
            }
            let handle = try FileHandle(forWritingTo: data)
            try handle.truncate(atOffset: UInt64(offset))
            try handle.seek(toOffset: UInt64(offset))
            if let validator {
                try JSONEncoder().encode(Record(url: url, validator: validator)).write(to: record, options: .atomic)
            } else {
                try? FileManager.default.removeItem(at: record)
            }
            return handle
        } catch {
            throw .invalidRequest(reason: "cannot write \(data.lastPathComponent): \(Self.reason(error))")
        }
    }

    /// Moves the complete file to the destination in one step, replacing what was there, and forgets the record.
    func complete() throws(RESTError) {
        guard rename(data.path, destination.path) == 0 else {
            throw .invalidRequest(
                reason: "cannot move the download to \(destination.lastPathComponent): errno \(errno)")
        }
        try? FileManager.default.removeItem(at: record)
    }

    /// Removes the partial file and its record.
    func discard() {
        try? FileManager.default.removeItem(at: data)
        try? FileManager.default.removeItem(at: record)
    }

    /// The validator `If-Range` may send for a response: a strong `ETag`, else `Last-Modified`.
    static func validator(of head: RESTResponse) -> String? {
        if let tag = head.headers["ETag"], !tag.hasPrefix("W/") { return tag }
        return head.headers["Last-Modified"]
    }

    private static func reason(_ error: any Error) -> String {
        (error as? CocoaError)?.code == .fileWriteNoPermission ? "permission denied" : "\(error.localizedDescription)"
    }
}
