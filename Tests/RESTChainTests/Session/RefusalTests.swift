// A shaping step that refuses its request: every handler fails with its error and nothing is sent.
import Foundation
import RESTChain
import Testing

struct RefusalTests {
    @Test func `a refused GET fails with the refusal and reaches neither the cache nor the transport`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        let refused = api.get("users").refusing(.invalidRequest(reason: "page size 500 is not within 1...100"))
        let error = await #expect(throws: RESTError.self) { try await refused.data() }
        #expect(error?.description.contains("page size 500 is not within 1...100") == true)
        let later = await #expect(throws: RESTError.self) {
            try await refused.query(key: "page", value: "2").response()
        }
        #expect(later?.description == error?.description)
        #expect(await recorder.count == 0)
    }

    @Test func `the first refusal is kept and later steps cannot undo it`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        let refused = api.post("users", body: .json(["name": "Ann"]))
            .refusing(.invalidRequest(reason: "the first refusal"))
            .refusing(.invalidRequest(reason: "the second refusal"))
            .setting(header: "X-Trace", to: "1")
        let error = await #expect(throws: RESTError.self) { try await refused.data() }
        guard case .invalidRequest(let reason)? = error else { return }
        #expect(reason == "the first refusal")
        #expect(await recorder.count == 0)
    }
}
