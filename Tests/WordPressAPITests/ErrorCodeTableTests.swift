// The error-code table against WordPress's source: every code core's REST API can send has a constant.
import Foundation
import RESTChain
import TestSupport
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct ErrorCodeTableTests {
    /// The codes in `Fixtures/wordpress/error-codes.txt`, as `Scripts/wordpress/error-codes.py` extracted them.
    static func extracted(from text: String) -> [String] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init)
    }

    static let recordedList = wordPressFixtures.appendingPathComponent("error-codes.txt")

    @Test func `every code WordPress 6.1's REST API sends has a constant`() throws {
        let text = try String(contentsOf: Self.recordedList, encoding: .utf8)
        let codes = Self.extracted(from: text)
        #expect(text.hasPrefix("# WordPress 6.1"))
        #expect(codes.count >= 190, "the list shrank: \(codes.count)")
        let known = Set(WordPress.ErrorCode.known.map(\.rawValue))
        let missing = codes.filter { !known.contains($0) }
        #expect(missing.isEmpty, "codes without a constant: \(missing)")
        // Every constant is core's: the extracted codes, or the installer's three the plugins route passes on.
        let installer: Set<WordPress.ErrorCode> = [.pluginsAPIFailed, .httpRequestNotExecuted, .folderExists]
        let extra = WordPress.ErrorCode.known.subtracting(codes.map(WordPress.ErrorCode.init(rawValue:)))
        #expect(extra == installer)
    }

    @Test func `the recorded list is what the script reads from the installed WordPress`() async throws {
        let source = "/usr/share/wordpress/wp-includes/rest-api.php"
        try #require(
            FileManager.default.fileExists(atPath: source) || !LiveSite.isAvailable,
            "a live WordPress without its source at /usr/share/wordpress")
        guard FileManager.default.fileExists(atPath: source) else { return }
        let output = try await onOwnThread {
            try Shell.output(of: "python3 Scripts/wordpress/error-codes.py", in: repositoryRoot)
        }
        let recorded = try String(contentsOf: Self.recordedList, encoding: .utf8)
        #expect(Self.extracted(from: String(decoding: output, as: UTF8.self)) == Self.extracted(from: recorded))
    }

    @Test func `constants spell their code and a plugin's code is not known`() {
        #expect(WordPress.ErrorCode.known.count == 193)
        #expect(
            WordPress.ErrorCode.cannotIntrospectApplicationPassword.rawValue
                == "rest_cannot_introspect_app_password_for_non_authenticated_user")
        #expect(WordPress.ErrorCode.loginInvalidEmail.rawValue == "invalid_email")
        #expect(WordPress.ErrorCode.invalidEmail.rawValue == "rest_invalid_email")
        #expect(WordPress.ErrorCode.postInvalidID.isKnown)
        #expect(!WordPress.ErrorCode("wordfence_blocked").isKnown)
    }
}
