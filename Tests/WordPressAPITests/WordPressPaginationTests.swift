// WordPress pagination on the recorded site: every page of posts in order, and a page past the end.
import Foundation
import RESTChain
import Testing
import WordPressAPI

struct WordPressPaginationTests {
    @Test func `every post arrives once, in order, over the three recorded pages`() async throws {
        var numbers: [Int] = []
        var posts: [WordPress.Post] = []
        let pages = try fixtureSite().get(endpoint: .posts).query(key: .perPage, value: "10").pages(
            of: WordPress.Post.self)
        for try await page in pages {
            numbers.append(page.number)
            posts += page.items
            #expect(page.totalPages == 3 && page.totalItems == 27)
        }
        #expect(numbers == [1, 2, 3])
        #expect(posts.count == 27)
        #expect(Set(posts.map(\.id)).count == 27)
    }

    @Test func `items flattens the pages and collect gathers them`() async throws {
        let posts = try await fixtureSite().get(endpoint: .posts).query(key: .perPage, value: "10")
            .items(of: WordPress.Post.self).collect()
        #expect(posts.count == 27)
        #expect(posts.first?.id == 30)
    }

    @Test func `a page past the end ends the walk cleanly instead of throwing`() async throws {
        let posts = try await fixtureSite().get(endpoint: .posts)
            .query(key: .page, value: "99").query(key: .perPage, value: "10")
            .items(of: WordPress.Post.self).collect()
        #expect(posts.isEmpty)
    }

    @Test func `the same page past the end is a typed WordPress error when fetched on its own`() async throws {
        let error = await #expect(throws: RESTError.self) {
            try await fixtureSite().get(endpoint: .posts)
                .query(key: .page, value: "99").query(key: .perPage, value: "10").data()
        }
        guard case .httpStatus(let failure)? = error else {
            Issue.record("expected an HTTP failure")
            return
        }
        #expect((failure.apiError as? WordPress.APIError)?.code == "rest_post_invalid_page_number")
    }
}
