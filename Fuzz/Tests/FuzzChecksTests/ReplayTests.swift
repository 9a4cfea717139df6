// ReplayTests: every seed and every kept finding, run through its target's check in the ordinary `swift test`.
import Foundation
import FuzzChecks
import Testing

struct ReplayTests {
    /// The Fuzz/ folder, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The files of `folder/target`, sorted; none when the folder does not exist.
    static func inputs(_ folder: String, of target: FuzzTarget) -> [URL] {
        let directory = root.appendingPathComponent(folder).appendingPathComponent(target.name)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test("every seed passes its target's check", arguments: FuzzTarget.all.map(\.name))
    func seedsPass(name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let seeds = Self.inputs("Seeds", of: target)
        #expect(!seeds.isEmpty, "no seeds for \(name)")
        for seed in seeds {
            #expect(throws: Never.self, "\(seed.lastPathComponent)") { try target.check(Data(contentsOf: seed)) }
        }
    }

    @Test("every kept finding stays fixed", arguments: FuzzTarget.all.map(\.name))
    func failCasesStayFixed(name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        for failCase in Self.inputs("FailCases", of: target) {
            #expect(throws: Never.self, "\(failCase.lastPathComponent)") {
                try target.check(Data(contentsOf: failCase))
            }
        }
    }

    @Test("every target has a name of its own and a dictionary", arguments: FuzzTarget.all.map(\.name))
    func targetHasDictionary(name: String) {
        #expect(FuzzTarget.all.filter { $0.name == name }.count == 1)
        let dictionary = Self.root.appendingPathComponent("Dictionaries/\(name).dict")
        #expect(FileManager.default.fileExists(atPath: dictionary.path), "no Dictionaries/\(name).dict")
    }
}
