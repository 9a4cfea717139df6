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
    ///
    /// One `open(2)`: the file is made if missing and cut to `offset`. Whatever is at the path is written through,
    /// not replaced, so a named pipe there (a stand-in for a slow disk) stays one.
    func open(at offset: Int64, url: String, validator: String?) throws(RESTError) -> FileHandle {
        let name = data.lastPathComponent
        do {
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .invalidRequest(reason: "cannot write \(name): \(error.localizedDescription)")
        }
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (offset == 0 ? O_TRUNC : 0)
        let descriptor = data.withUnsafeFileSystemRepresentation { path in path.map { openDescriptor($0, flags) } }
        guard let descriptor, descriptor >= 0 else { throw Self.failure(writing: name) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        if offset > 0, ftruncate(descriptor, off_t(offset)) != 0 || lseek(descriptor, off_t(offset), SEEK_SET) < 0 {
            throw Self.failure(writing: name)
        }
        do {
            if let validator {
                try JSONEncoder().encode(Record(url: url, validator: validator)).write(to: record, options: .atomic)
            } else {
                try? FileManager.default.removeItem(at: record)
            }
        } catch {
            throw .invalidRequest(reason: "cannot write \(record.lastPathComponent): \(error.localizedDescription)")
        }
        return handle
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

    /// The error for a failed system call on the file `name`, from `errno`.
    private static func failure(writing name: String) -> RESTError {
        .invalidRequest(reason: "cannot write \(name): \(String(cString: strerror(errno)))")
    }
}

/// `open(2)` with the mode of a new file, outside ``PartialDownload`` (whose own `open` would hide it).
private func openDescriptor(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags, 0o644)
}
