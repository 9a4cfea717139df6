// WordPress errors: typed codes to switch on, per-parameter details, unknown codes kept as sent.
import Foundation
import RESTChain
import Testing
import WordPressAPI

struct ErrorCodeTests {
    @Test func `rest_invalid_param carries each parameter's reason and code`() throws {
        let body = #"""
            {"code":"rest_invalid_param","message":"Invalid parameter(s): per_page","data":{"status":400,
            "params":{"per_page":"per_page is not of type integer."},"details":{"per_page":{"code":"rest_invalid_type",
            "message":"per_page is not of type integer.","data":{"param":"per_page"}}}}}
            """#
        let error = try JSONDecoder().decode(WordPress.APIError.self, from: Data(body.utf8))
        #expect(error.code == .invalidParam)
        #expect(error.invalidParameters == ["per_page": "per_page is not of type integer."])
        #expect(error.data?.details?["per_page"]?.code == .invalidType)
        #expect(error.data?.status == 400)
    }

    @Test func `rest_missing_callback_param names the missing parameters, and round-trips`() throws {
        let body = #"""
            {"code":"rest_missing_callback_param","message":"Missing parameter(s): reassign",
            "data":{"status":400,"params":["reassign"]}}
            """#
        let error = try JSONDecoder().decode(WordPress.APIError.self, from: Data(body.utf8))
        #expect(error.code == .missingCallbackParam && error.missingParameters == ["reassign"])
        #expect(error.invalidParameters.isEmpty && error.data?.status == 400)
        let again = try JSONDecoder().decode(WordPress.APIError.self, from: JSONEncoder().encode(error))
        #expect(again == error)
    }

    @Test func `a code WordPress core does not send is kept as its raw text`() throws {
        let body = #"{"code":"my_plugin_quota","message":"Over quota","data":null}"#
        let error = try JSONDecoder().decode(WordPress.APIError.self, from: Data(body.utf8))
        #expect(error.code.rawValue == "my_plugin_quota")
        #expect(error.description == "my_plugin_quota: Over quota")
        switch error.code {
        case .forbidden, .postInvalidID: Issue.record("a known code matched an unknown one")
        default: break
        }
    }

    @Test func `an unknown post fails with the typed code to switch on`() async throws {
        let wp = try fixtureSite()
        do {
            _ = try await wp.get(endpoint: .post(id: 999_999)).decode(type: WordPress.Post.self)
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            switch (failure.apiError as? WordPress.APIError)?.code {
            case .postInvalidID?: #expect(failure.statusCode == 404)
            default: Issue.record("unexpected error \(failure.bodyText)")
            }
        }
    }
}
