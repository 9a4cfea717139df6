// The README's restchain lines for any REST API, each run --offline through sh, and every command's help.
import Foundation
import Testing

struct ReadmeExampleTests {
    /// The shell lines of the README block that shows `restchain get`, comments cut.
    static let lines: [String] = {
        let readme =
            (try? String(contentsOf: CommandProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8))
            ?? ""
        let blocks = readme.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let block = blocks.first { $0.contains("restchain get ") && !$0.contains("restchain wp") } ?? ""
        return block.split(separator: "\n").map { line in
            let text = String(line)
            guard let comment = text.range(of: " #") else { return text }
            return String(text[..<comment.lowerBound])
        }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains("restchain ") }
    }()

    @Test func `the README shows the HTTP commands`() {
        #expect(Self.lines.count >= 4)
        #expect(Self.lines.contains { $0.contains("| restchain post") })
    }

    @Test(arguments: ReadmeExampleTests.lines)
    func `each README line builds its request offline`(line: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-readme-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["me.png", "order.json"] { try Data("{}".utf8).write(to: folder.appendingPathComponent(name)) }
        let executables = CommandProcess.executable.deletingLastPathComponent().path
        let run = try await CommandProcess(
            ["sh", "-c", line + " --offline"],
            environment: [
                "PATH": executables + ":/usr/bin:/bin", "HOME": folder.path, "XDG_CONFIG_HOME": folder.path,
            ],
            executable: URL(fileURLWithPath: "/usr/bin/env"), directory: folder
        ).result()
        #expect(run.status == 0, "\(line): \(run.errors)")
    }

    @Test(arguments: HTTPCommandNames.all)
    func `each HTTP command's help lists every request item with an example, and the exit statuses`(name: String)
        async throws
    {
        let run = try await restchain(name, "--help")
        #expect(run.status == 0)
        for item in ["Header:value", "name==value", "name=value", "name:=json", "name@file", "@file", "X-Trace:abc"] {
            #expect(run.text.contains(item), "\(item)")
        }
        for option in ["--print", "-h, --headers", "-b, --body", "-a, --auth", "--session", "--follow", "--max-size"] {
            #expect(run.text.contains(option), "\(option)")
        }
        #expect(run.text.contains("Exit status: 0 done"))
    }
}

/// The HTTP commands' names.
enum HTTPCommandNames {
    static let all = ["get", "post", "put", "patch", "delete"]
}
