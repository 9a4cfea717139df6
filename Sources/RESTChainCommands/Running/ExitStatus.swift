// ExitStatus: the process exit status for each way a command can end.
import Foundation
import RESTChain

/// The exit statuses restchain ends with.
enum ExitStatus {
    /// The command did what was asked.
    static let success: Int32 = 0
    /// Anything else went wrong: no connection, a timeout, a body that did not decode…
    static let failure: Int32 = 1
    /// The command line could not be understood.
    static let usage: Int32 = 2
    /// A request timed out (`--timeout` or `--idle-timeout`): curl's code, since 2, HTTPie's, means a usage error.
    static let timedOut: Int32 = 28
    /// Interrupted with Ctrl-C (128 + SIGINT).
    static let interrupted: Int32 = 130

    /// 3, 4 or 5 for a 3xx, 4xx or 5xx answer; 28 for a timeout; 130 for a cancelled request; 1 for anything else.
    static func of(_ error: RESTError) -> Int32 {
        switch error {
        case .httpStatus(let failure) where (300..<600).contains(failure.statusCode):
            Int32(failure.statusCode / 100)
        case .transport(let failure) where failure.code == .timedOut:
            timedOut
        case .cancelled:
            interrupted
        default:
            failure
        }
    }
}
