// CheckModels: decodes every WordPress fixture with a plain JSONDecoder and checks that each round-trips.
// Built by check-models.sh outside the package (models + JSONValue + a stub WordPress); not part of any target.
import Foundation

@main
struct CheckModels {
    /// The fixture directory (first argument).
    static let root = URL(fileURLWithPath: CommandLine.arguments[1])
    /// Where re-encoded fixtures are written for comparison (second argument).
    static let out = URL(fileURLWithPath: CommandLine.arguments[2])

    /// Decodes `data` as `T`, checks that encoding and decoding again gives the same value, saves the encoding.

    static func decode<T: Codable & Equatable>(_ type: T.Type, _ data: Data, _ name: String) throws -> T {
        let value = try JSONDecoder().decode(T.self, from: data)
        let encoded = try JSONEncoder().encode(value)
        let again = try JSONDecoder().decode(T.self, from: encoded)
        try expect(again == value, "round trip differs for \(name) as \(T.self)")
        let target = out.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try encoded.write(to: target)
        return value
    }

    /// Picks the model for a fixture from its path; returns a short description of what was decoded.
    static func check(_ name: String, _ data: Data, status: Int) throws -> String {
        if status >= 400 {
            let error = try decode(FixtureErrorBody.self, data, name)
            return "error \(error.code)"
        }
        var path = String(name.dropLast(".json".count))
        var method = "get"
        if let dot = path.lastIndex(of: "."), !path[dot...].contains("/") {
            method = String(path[path.index(after: dot)...])
            path = String(path[..<dot])
        }
        let query =
            path.split(separator: "@", maxSplits: 1).count > 1
            ? String(path.split(separator: "@", maxSplits: 1)[1]) : ""
        path = String(path.split(separator: "@", maxSplits: 1)[0])
        let parts = path.split(separator: "/").map(String.init)
        let forced = method == "delete" && query.contains("force=true")
        func one<T: Codable & Equatable & Sendable>(_ type: T.Type) throws -> String {
            if forced {
                let gone = try decode(WordPress.Deletion<T>.self, data, name)
                return "deleted \(gone.deleted) \(T.self)"
            }
            _ = try decode(T.self, data, name)
            return "\(T.self)"
        }
        func many<T: Codable & Equatable>(_ type: T.Type) throws -> String {
            "\(try decode([T].self, data, name).count) × \(T.self)"
        }
        if path == "index" { return "\(try decode(WordPress.SiteIndex.self, data, name).routes?.count ?? 0) routes" }
        guard parts.count >= 3, parts[0] == "wp", parts[1] == "v2" else { throw CheckFailure.check("unknown \(name)") }
        let collection = parts.count == 3 && method == "get"
        switch parts[2] {
        case "posts" where query.contains("_fields="): return try many(WordPress.Partial<WordPress.Post>.self)
        case "posts" where parts.count >= 5:
            return parts.count == 5 ? try many(WordPress.Revision.self) : try one(WordPress.Revision.self)
        case "posts": return collection ? try many(WordPress.Post.self) : try one(WordPress.Post.self)
        case "pages": return collection ? try many(WordPress.Page.self) : try one(WordPress.Page.self)
        case "media": return collection ? try many(WordPress.Media.self) : try one(WordPress.Media.self)
        case "categories":
            return collection ? try many(WordPress.Category.self) : try one(WordPress.Category.self)
        case "tags": return collection ? try many(WordPress.Tag.self) : try one(WordPress.Tag.self)
        case "comments": return collection ? try many(WordPress.Comment.self) : try one(WordPress.Comment.self)
        case "users" where parts.contains("application-passwords"):
            return parts.last == "application-passwords"
                ? try many(WordPress.ApplicationPassword.self) : try one(WordPress.ApplicationPassword.self)
        case "users": return collection ? try many(WordPress.User.self) : try one(WordPress.User.self)
        case "blocks": return try many(WordPress.ReusableBlock.self)
        case "search": return try many(WordPress.SearchResult.self)
        case "settings": return "\(try decode(WordPress.Settings.self, data, name).values.count) settings"
        case "taxonomies":
            return collection
                ? "\(try decode([String: WordPress.Taxonomy].self, data, name).count) taxonomies"
                : try one(WordPress.Taxonomy.self)
        case "types":
            return collection
                ? "\(try decode([String: WordPress.PostType].self, data, name).count) types"
                : try one(WordPress.PostType.self)
        case "statuses":
            return "\(try decode([String: WordPress.PostStatusInfo].self, data, name).count) statuses"
        case "block-patterns" where parts.last == "categories": return try many(WordPress.BlockPatternCategory.self)
        case "block-patterns": return try many(WordPress.BlockPattern.self)
        case "block-types":
            return parts.count <= 4 ? try many(WordPress.BlockType.self) : try one(WordPress.BlockType.self)
        case "menu-locations":
            let locations = try JSONDecoder().decode(WordPress.KeyedObject<WordPress.MenuLocation>.self, from: data)
            return "\(locations.members.count) menu locations"
        case "menus": return try many(WordPress.Menu.self)
        case "menu-items": return try many(WordPress.MenuItem.self)
        case "navigation": return try many(WordPress.Navigation.self)
        case "plugins": return try many(WordPress.Plugin.self)
        case "themes": return try many(WordPress.Theme.self)
        case "templates", "template-parts": return try many(WordPress.Template.self)
        case "sidebars": return try many(WordPress.Sidebar.self)
        case "widgets": return try many(WordPress.Widget.self)
        case "widget-types": return try many(WordPress.WidgetType.self)
        case "block-directory": return try many(WordPress.BlockDirectoryItem.self)
        case "pattern-directory": return try many(WordPress.DirectoryPattern.self)
        default: throw CheckFailure.check("no model for \(name)")
        }
    }

    static func load<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: root.appendingPathComponent(name)))
    }

    static func main() throws {
        try unitChecks()
        print("unit checks passed")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }
            .map { String($0.path.dropFirst(root.path.count + 1)) }
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".meta.json") }
            .sorted()
        var failures = 0
        for name in files {
            let data = try Data(contentsOf: root.appendingPathComponent(name))
            let metaName = String(name.dropLast(".json".count)) + ".meta.json"
            let sidecar = try load(Sidecar.self, metaName)
            do {
                print("ok   \(name): \(try check(name, data, status: sidecar.status))")
            } catch {
                failures += 1
                print("FAIL \(name): \(error)")
            }
        }
        try spotChecks()
        print("\(files.count - failures) passed, \(failures) failed")
        if failures > 0 { exit(1) }
    }
}
