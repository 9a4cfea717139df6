// Interruption: Ctrl-C cancels the running command and ends the process with status 130 within a second.
import Foundation
import RESTChain

/// Turns SIGINT into cancellation of the command's task, and makes sure the process ends within a second.
///
/// The first Ctrl-C cancels the task: requests in flight are cancelled, what was stored stays stored, and the
/// command returns normally with status 130. If it has not returned after 0.9 s, or on a second Ctrl-C, the
/// process exits with 130 anyway — never a crash report.
final class Interruption: Sendable {
    /// Whether Ctrl-C was pressed, and the signal source, kept while the command runs.
    private let state = Locked<(interrupted: Bool, source: (any DispatchSourceSignal)?)>((false, nil))

    /// Whether Ctrl-C was pressed.
    var wasInterrupted: Bool {
        state.withLock { $0.interrupted }
    }

    /// Starts listening for SIGINT; `cancel` is called on the first one.
    func install(cancel: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [self] in
            let second = state.withLock { state in
                defer { state.interrupted = true }
                return state.interrupted
            }
            if second { Interruption.exitNow() }
            cancel()
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.9) { Interruption.exitNow() }
        }
        source.resume()
        state.withLock { $0.source = source }
    }

    private static func exitNow() -> Never {
        let message = "restchain: interrupted\n"
        _ = message.withCString { Foundation.write(2, $0, strlen($0)) }
        _exit(ExitStatus.interrupted)
    }
}
