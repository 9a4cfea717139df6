// CompressCommandTests: `restchain -x/--compress`, HTTPie's: the body deflated when that makes it smaller, checked by
// a loopback route that decompresses it — through the real executable.
import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(2)))
struct CompressCommandTests {
    private static let server = Task { try await TestServer.start() }

    /// What `/inflate` reported.
    private static func received(_ run: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any], "\(run.errors)")
    }

    @Test(arguments: ["--compress", "-x"])
    func `a body compression shrinks goes deflated and arrives whole`(option: String) async throws {
        let url = try await Self.server.value.url("/inflate").absoluteString
        let text = String(repeating: #"{"name": "Ann", "role": "editor"},"#, count: 300)
        let run = try await restchain("post", url, "--raw", text, option, "-v")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("Content-Encoding: deflate"), "-v prints the header sent")
        let body = try #require(run.text.range(of: "\n{").map { Data(run.text[$0.lowerBound...].utf8) })
        let received = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(received["coding"] as? String == "deflate")
        #expect(received["length"] as? Int == text.utf8.count)
        #expect((received["sent"] as? Int ?? .max) < text.utf8.count / 10, "\(received)")
        #expect((received["text"] as? String)?.hasPrefix(#"{"name": "Ann""#) == true)
    }

    @Test func `a body compression would not shrink goes as it is, as HTTPie's`() async throws {
        let url = try await Self.server.value.url("/inflate").absoluteString
        let run = try await restchain("post", url, "a=1", "--compress")
        #expect(run.status == 0, "\(run.errors)")
        let received = try Self.received(run)
        #expect(received["coding"] as? String == "" && received["text"] as? String == #"{"a": "1"}"#, "\(received)")
    }
}
