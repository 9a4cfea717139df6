// DiskCacheTier: one file per URL in a directory, written atomically, least recently used evicted past a limit.
import Foundation

/// Stored responses on disk: one file per URL, named by the SHA-256 of the normalised URL.
///
/// A file is written to a temporary name and renamed into place, so a reader — in this process or another one
/// sharing the directory — sees the old file or the new one, never half of one. A truncated or corrupt file
/// reads as a miss and is removed. Reading a file touches its modification date; past `limit` bytes the files
/// least recently touched are removed first, judged from the directory itself so that two processes agree.
struct DiskCacheTier: Sendable {
    /// The directory the files live in.
    let directory: URL
    /// The most bytes the files may take.
    let limit: Int
    /// The bytes this process believes the directory holds; recounted from the directory before evicting.
    private(set) var estimatedBytes: Int

    private static let suffix = ".rchc"

    /// Opens (creating if needed) the tier in `directory`.
    ///
    /// - Throws: The file system's error when the directory cannot be created.
    init(directory: URL, limit: Int) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.directory = directory
        self.limit = max(0, limit)
        estimatedBytes = 0
        estimatedBytes = files().reduce(0) { $0 + $1.size }
    }

    /// The variants stored for `key`'s URL, or `nil` when there is no whole, readable file for it.
    func variants(for key: CacheKey) -> [StoredResponse]? {
        let file = path(for: key)
        guard let data = try? Data(contentsOf: file) else { return nil }
        guard let variants = CacheFileFormat.decode(data, url: key.url) else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        return variants
    }

    /// Writes `variants` as `key`'s URL's file, or removes it when there are none; returns how many files were
    /// evicted to stay under the limit.
    @discardableResult
    mutating func set(_ variants: [StoredResponse], for key: CacheKey) -> Int {
        let file = path(for: key)
        let previous = (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        guard !variants.isEmpty, let data = CacheFileFormat.encode(variants, url: key.url), data.count <= limit else {
            remove(key)
            return 0
        }
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            return 0
        }
        // The kernel stamps a write with a coarse clock; a precise stamp keeps the LRU order of quick writes.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        estimatedBytes += data.count - previous
        return evictIfNeeded()
    }

    /// Removes `key`'s URL's file.
    mutating func remove(_ key: CacheKey) {
        let file = path(for: key)
        let size = (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        if (try? FileManager.default.removeItem(at: file)) != nil { estimatedBytes -= size }
    }

    /// Removes every cache file.
    mutating func removeAll() {
        for file in files() { try? FileManager.default.removeItem(at: file.url) }
        estimatedBytes = 0
    }

    /// The bytes the cache files take, counted now.
    var totalBytes: Int { files().reduce(0) { $0 + $1.size } }

    private func path(for key: CacheKey) -> URL {
        directory.appendingPathComponent(key.fileName + Self.suffix)
    }

    private func files() -> [(url: URL, size: Int, used: Date)] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let urls = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        return urls.compactMap { url in
            guard url.lastPathComponent.hasSuffix(Self.suffix), let values = try? url.resourceValues(forKeys: Set(keys))
            else { return nil }
            return (url, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
    }

    /// Removes the least recently used files until the directory is at 90 % of the limit.
    private mutating func evictIfNeeded() -> Int {
        guard estimatedBytes > limit else { return 0 }
        let current = files()
        estimatedBytes = current.reduce(0) { $0 + $1.size }
        var evicted = 0
        for file in current.sorted(by: { $0.used < $1.used }) where estimatedBytes > limit / 10 * 9 {
            if (try? FileManager.default.removeItem(at: file.url)) != nil { evicted += 1 }
            estimatedBytes -= file.size
        }
        return evicted
    }
}
