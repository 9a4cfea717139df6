// Corrupted embedded resources are kept out of the typed lists but listed in `Embedded.problems`, never dropped silently.
import Foundation
import RESTChain
import TestSupport
import Testing
import WordPressAPI

struct EmbeddedProblemsTests {
    /// The recorded post 5 with its author and terms embedded, as text to corrupt.
    static func embeddedPost() throws -> String {
        let url = wordPressFixtures.appendingPathComponent("wp/v2/posts/5@_embed=1.json")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test func `a post's embedded resources decode with no problems`() throws {
        let post = try RESTResponse(statusCode: 200, body: Data(try Self.embeddedPost().utf8))
            .decode(type: WordPress.Post.self)
        #expect(post.embedded?.author?.count == 1)
        #expect(post.embedded?.problems == [])
    }

    @Test func `an embedded author whose id is 1e309 is listed as a problem, the post still decodes`() throws {
        let text = try Self.embeddedPost()
        let id = try #require(text.range(of: #""id": 1,"#))
        let corrupted = text.replacingCharacters(in: id, with: #""id": 1e309,"#)
        let post = try RESTResponse(statusCode: 200, body: Data(corrupted.utf8)).decode(type: WordPress.Post.self)
        let embedded = try #require(post.embedded)
        #expect(embedded.author == [])
        #expect(embedded.problems.count == 1)
        let problem = try #require(embedded.problems.first)
        #expect(problem.id == nil)
        #expect(problem.failure.typeName == "User")
        #expect(problem.failure.codingPath.contains("author[0]"), "\(problem.failure.codingPath)")
        #expect(!problem.description.contains { $0.isNewline })
        #expect(post.embedded?.terms?.isEmpty == false)
    }

    @Test func `invalid UTF-8 inside an embedded author is listed as a problem with the author's id`() throws {
        let text = try Self.embeddedPost()
        let range = try #require(text.range(of: #""name": ""#))
        var bytes = Data(text[..<range.upperBound].utf8)
        bytes.append(contentsOf: [0xFF, 0xFE])
        bytes.append(Data(text[range.upperBound...].utf8))
        let post = try RESTResponse(statusCode: 200, body: bytes).decode(type: WordPress.Post.self)
        let embedded = try #require(post.embedded)
        #expect(embedded.author == [])
        #expect(embedded.problems.map(\.id) == [1])
        let path = embedded.problems.first?.failure.codingPath ?? ""
        #expect(path.contains("author[0]"), "\(path)")
        #expect(embedded.problems.allSatisfy { !$0.description.contains { $0.isNewline } })
    }
}
