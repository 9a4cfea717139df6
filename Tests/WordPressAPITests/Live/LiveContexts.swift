// Reads one route of the live site in each context and decodes every answer.
import Foundation
import RESTChain
import WordPressAPI

extension WordPress {
    /// Decodes `endpoint` in the `view`, `embed` and `edit` contexts (or those given) and returns each answer.
    func decodeInContexts<Model: Decodable & Sendable>(
        _ endpoint: Endpoint, as type: Model.Type, contexts: [Context] = [.view, .embed, .edit],
        query: [String: String] = [:]
    ) async throws -> [Model] {
        var answers: [Model] = []
        for context in contexts {
            var session = get(endpoint: endpoint).context(context)
            for (key, value) in query.sorted(by: { $0.key < $1.key }) {
                session = session.query(key: key, value: value)
            }
            answers.append(try await session.decode(type: Model.self))
        }
        return answers
    }
}
