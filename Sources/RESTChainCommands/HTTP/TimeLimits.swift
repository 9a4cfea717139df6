// TimeLimits: --timeout (each attempt in all) and --idle-timeout (silence), applied to a session and explained.
import Foundation
import RESTChain

/// The HTTP commands' two time limits: `--timeout` bounds each attempt in all; `--idle-timeout` bounds the silence
/// before the answer and between two pieces of it, which is what HTTPie's and xh's `--timeout` mean.
///
/// Without `--idle-timeout` the client's default applies (``ClientConfiguration/idleTimeout``, 60 s), so a server
/// that accepts the connection and never answers cannot hold the command for ever.
struct TimeLimits: Equatable {
    /// `--timeout`: the seconds each attempt may take in all; `nil` for no limit.
    let total: Double?
    /// `--idle-timeout`: the seconds of silence allowed (`.infinity` for `none`); `nil` keeps the client's default.
    let idle: Double?

    /// The limits the command line sets.
    ///
    /// - Throws: `UsageError` when a value is not a number of seconds (or `none`, for `--idle-timeout`).
    init(_ arguments: ParsedArguments) throws(UsageError) {
        total = try arguments.seconds("--timeout")
        idle =
            arguments.value("--idle-timeout")?.lowercased() == "none"
            ? .infinity : try arguments.seconds("--idle-timeout")
    }

    /// `session` with these limits.
    func applied<Session: RequestShaping>(to session: Session) -> Session {
        var session = session
        if let total { session = session.timeout(total) }
        if let idle { session = session.idleTimeout(idle) }
        return session
    }

    /// Which limits may have ended a request that timed out, as the command line named them.
    static func hint(_ arguments: ParsedArguments) -> String {
        var limits: [String] = []
        let idle = arguments.value("--idle-timeout") ?? "60"
        if idle.lowercased() != "none" { limits.append("no byte from the server for --idle-timeout=\(idle) s") }
        if let total = arguments.value("--timeout") { limits.append("longer than --timeout=\(total) s in all") }
        return limits.joined(separator: ", or ")
    }
}
