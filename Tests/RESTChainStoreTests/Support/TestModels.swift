// The models the store tests save: integer and string ids, nested values, optional fields.
import Foundation
import RESTChainStore

/// A note with an integer id.
struct Note: Codable, Sendable, Equatable, Identifiable {
    var id: Int
    var title: String
    var rating: Double?
    var pinned: Bool = false
    var tags: [String] = []

    init(id: Int, title: String, rating: Double? = nil, pinned: Bool = false, tags: [String] = []) {
        self.id = id
        self.title = title
        self.rating = rating
        self.pinned = pinned
        self.tags = tags
    }

    /// Reads a note the server sent without `pinned` or `tags`.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        rating = try container.decodeIfPresent(Double.self, forKey: .rating)
        pinned = try container.decodeIfPresent(Bool.self, forKey: .pinned) ?? false
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}

/// A tag with a string id.
struct Label: Codable, Sendable, Equatable, Identifiable {
    var id: String
    var color: String
}

/// An album as a loose API sends it: a popularity as text, a flag as 0/1, a date as text.
struct Album: Codable, Sendable, Equatable, Identifiable {
    var id: Int
    var name: String
    var popularity: Int
    var explicit: Bool
    var released: Date
    var artist: Artist?
}

/// An artist nested inside an album.
struct Artist: Codable, Sendable, Equatable, Identifiable {
    var id: String
    var name: String
}

/// A note that declares its indexed fields.
struct IndexedNote: Codable, Sendable, Equatable, Identifiable, StoreIndexable {
    static var indexedFields: [String] { ["kind"] }
    var id: Int
    var kind: String
}

/// A folder of its own for one test's store files, removed when the value goes.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String = "store.sqlite") -> String {
        url.appendingPathComponent(name).path
    }
}
