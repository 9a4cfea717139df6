// Routes: what the loopback server answers to each path, and after how long.
import BenchmarkBodies
import Foundation
import NIOCore
import NIOHTTP1

/// The answer to every route of ``LoopbackServer``; the fixed bodies are built once.
struct Routes: Sendable {
    /// One answer: status, extra headers, body and how long to wait before sending it.
    struct Answer: Sendable {
        var status: HTTPResponseStatus = .ok
        var headers: [(String, String)] = []
        var body: ByteBuffer
        var delay: TimeAmount = .zero
    }

    let totalItems: Int
    let pageDelay: TimeAmount
    let bulkDelay: TimeAmount
    let users = ByteBuffer(string: Bodies.users)
    let posts = ByteBuffer(string: Bodies.posts)
    /// 200 KB of JSON (one string) that `/large` revalidates with `ETag: "large"` and `304`s.
    let large = ByteBuffer(string: "\"" + String(repeating: "x", count: 200 * 1024 - 2) + "\"")

    func answer(to head: HTTPRequestHead, body: ByteBuffer) -> Answer {
        let components = URLComponents(string: head.uri)
        let query = Dictionary(
            (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        let path = components?.path ?? ""
        switch path {
        case "/users":
            return Answer(body: users)
        case "/posts":
            return Answer(body: posts)
        case "/items":
            return page(query: query)
        case "/v2/items":
            let ids = (query["ids"] ?? "").split(separator: ",").compactMap { Int($0) }
            return Answer(body: ByteBuffer(string: Bodies.items(ids: ids)), delay: bulkDelay)
        case "/cached":
            return Answer(headers: [("Cache-Control", "max-age=3600")], body: users)
        case "/large":
            let headers = [("ETag", #""large""#), ("Cache-Control", "no-cache")]
            if head.headers["If-None-Match"].first == #""large""# {
                return Answer(status: .notModified, headers: headers, body: ByteBuffer())
            }
            return Answer(headers: headers, body: large)
        case "/echo":
            return Answer(body: ByteBuffer(string: Echo.body(head, body: body)))
        case _ where path.hasPrefix("/status/"):
            let code = Int(path.dropFirst("/status/".count)) ?? 500
            return Answer(status: HTTPResponseStatus(statusCode: code), body: ByteBuffer())
        default:
            return Answer(status: .notFound, body: ByteBuffer(string: #"{"code":"not_found"}"#))
        }
    }

    private func page(query: [String: String]) -> Answer {
        let perPage = min(max(Int(query["per_page"] ?? "") ?? 10, 1), 100)
        let page = max(Int(query["page"] ?? "") ?? 1, 1)
        let totalPages = (totalItems + perPage - 1) / perPage
        let first = (page - 1) * perPage + 1
        let ids = first <= totalItems ? Array(first...min(first + perPage - 1, totalItems)) : []
        let body = "[" + ids.map { #"{"id":\#($0),"title":"Item \#($0)"}"# }.joined(separator: ",") + "]"
        let headers = [("X-WP-Total", "\(totalItems)"), ("X-WP-TotalPages", "\(totalPages)")]
        return Answer(headers: headers, body: ByteBuffer(string: body), delay: pageDelay)
    }
}
