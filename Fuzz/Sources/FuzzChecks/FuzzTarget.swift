// FuzzTarget: the fuzz targets by name, each a check that throws a Finding for anything wrong with one input.
import Foundation

/// One libFuzzer target: a name (its folder under `Seeds/` and `FailCases/`, its `Dictionaries/` file) and the
/// check it runs on every input.
public struct FuzzTarget: Sendable {
    /// The name given on the command line, such as `json-reader`.
    public let name: String
    /// Runs the parser on one input; throws a ``Finding`` for a wrong answer. A crash is the sanitizers' to report.
    public let check: @Sendable (Data) throws(Finding) -> Void

    /// Every target, in the order `Scripts/fuzz.sh` runs them.
    public static let all: [FuzzTarget] = [
        FuzzTarget(name: "json-reader", check: JSONReaderCheck.check),
        FuzzTarget(name: "response-head", check: ResponseHeadCheck.check),
        FuzzTarget(name: "event-stream", check: EventStreamCheck.check),
        FuzzTarget(name: "lines", check: LinesCheck.check),
        FuzzTarget(name: "link-header", check: LinkHeaderCheck.check),
        FuzzTarget(name: "cache-control", check: CacheControlCheck.check),
        FuzzTarget(name: "retry-after", check: RetryAfterCheck.check),
        FuzzTarget(name: "content-type", check: ContentTypeCheck.check),
        FuzzTarget(name: "http-date", check: HTTPDateCheck.check),
        FuzzTarget(name: "wordpress-date", check: WordPressDateCheck.check),
        FuzzTarget(name: "chat-link", check: ChatLinkCheck.check),
        FuzzTarget(name: "game-markup", check: GameMarkupCheck.check),
        FuzzTarget(name: "json-path", check: JSONPathCheck.check),
        FuzzTarget(name: "request-items", check: RequestItemsCheck.check),
    ]

    /// The target called `name`.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
