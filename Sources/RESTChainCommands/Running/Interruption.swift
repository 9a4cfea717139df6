// Interruption: Ctrl-C cancels the running command and ends the process with status 130 within a second.
import Foundation

/// Turns SIGINT into cancellation of the command's task, and makes sure the process ends within a second.
///
/// The first Ctrl-C cancels the task: requests in flight are cancelled, what was stored stays stored, and the
/// command returns normally with status 130. If it has not returned after 0.9 s, or on a second Ctrl-C, the
/// process exits with 130 anyway — never a crash report.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var interrupted = false
    private var source: (any DispatchSourceSignal)?

    /// Whether Ctrl-C was pressed.
    var wasInterrupted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return interrupted
    }

    /// Starts listening for SIGINT; `cancel` is called on the first one.
    func install(cancel: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [self] in
            lock.lock()
            let second = interrupted
            interrupted = true
            lock.unlock()
            if second { Interruption.exitNow() }
            cancel()
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.9) { Interruption.exitNow() }
        }
        source.resume()
        lock.lock()
        self.source = source
        lock.unlock()
    }

    private static func exitNow() -> Never {
        let message = "restchain: interrupted\n"
        _ = message.withCString { Foundation.write(2, $0, strlen($0)) }
        _exit(ExitStatus.interrupted)
    }
}
