// PagePrefetcher: fetches a batch of pages at once in a task group and returns them in request order.
import Foundation

/// Fetches and decodes a batch of pages concurrently, one child task per page, and returns the results in the
/// order of the requests.
///
/// The task group lives only for the call, so nothing outlives it: cancelling the calling task cancels every
/// request of the batch. A failed page does not cancel the others, so the pages before it can still be delivered.
struct PagePrefetcher<Item: Sendable>: Sendable {
    /// A page as it came back: the accepted response and its decoded items.
    typealias Fetched = (response: RESTResponse, items: [Item])

    /// Turns an accepted response into the page's items.
    let decode: @Sendable (RESTResponse) throws(RESTError) -> [Item]

    /// The results of `sessions`, in their order; one session is fetched in the calling task itself.
    func fetch(_ sessions: [GetSession]) async -> [Result<Fetched, RESTError>] {
        if sessions.count == 1 { return [await fetch(sessions[0])] }
        return await withTaskGroup(of: (Int, Result<Fetched, RESTError>).self) { group in
            for (index, session) in sessions.enumerated() {
                group.addTask { (index, await fetch(session)) }
            }
            var results = [Result<Fetched, RESTError>?](repeating: nil, count: sessions.count)
            for await (index, result) in group {
                results[index] = result
            }
            return results.map { $0 ?? .failure(.cancelled) }
        }
    }

    private func fetch(_ session: GetSession) async -> Result<Fetched, RESTError> {
        do throws(RESTError) {
            let response = try await session.response()
            return .success((response, try decode(response)))
        } catch {
            return .failure(error)
        }
    }
}
