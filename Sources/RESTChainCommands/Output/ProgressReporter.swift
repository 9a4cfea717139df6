// ProgressReporter: a progress bar on a terminal's stderr, plain "37/337 pages" lines anywhere else.
import Foundation
import RESTChain

/// Reports how far a long pull has come on standard error.
///
/// On a terminal: one line redrawn in place, a bar with done/total, the rate and the time left, at most ten
/// times a second. Anywhere else: a plain line per change (`37/337 pages`), with no `\r` and no escape codes.
/// Safe to call from any task.
final class ProgressReporter: Sendable {
    /// What was last reported; its lock also keeps two reports from interleaving on the terminal.
    private struct Reported {
        var drawnAt: ContinuousClock.Instant?
        var done = -1
        var drewBar = false
    }

    private let unit: String
    private let console: Console
    private let started = ContinuousClock.now
    private let reported = Locked(Reported())

    /// A reporter counting `unit`s, such as `pages` or `items`.
    init(unit: String, console: Console) {
        self.unit = unit
        self.console = console
    }

    /// Reports `done` out of `total` (when known).
    func update(done: Int, total: Int?) {
        reported.withLock { reported in
            guard done != reported.done else { return }
            reported.done = done
            guard console.errorIsTerminal else {
                console.writeError(total.map { "\(done)/\($0) \(unit)\n" } ?? "\(done) \(unit)\n")
                return
            }
            let now = ContinuousClock.now
            let isLast = total.map { done >= $0 } ?? false
            if let drawnAt = reported.drawnAt, now - drawnAt < .milliseconds(100), !isLast { return }
            reported.drawnAt = now
            reported.drewBar = true
            console.writeError("\r\u{1B}[2K" + bar(done: done, total: total, elapsed: now - started))
        }
    }

    /// Ends the bar's line, when one was drawn.
    func finish() {
        reported.withLock { reported in
            if reported.drewBar { console.writeError("\n") }
            reported.drewBar = false
        }
    }

    /// The bar's text: `[#########---------]  37/337 pages  12.4 pages/s  ETA 0:24`.
    func bar(done: Int, total: Int?, elapsed: Duration) -> String {
        let seconds = max(0.001, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        let rate = Double(done) / seconds
        let count = total.map { "\(done)/\($0) \(unit)" } ?? "\(done) \(unit)"
        let speed = String(format: "%.1f", rate) + " \(unit)/s"
        guard let total, total > 0 else { return "\(count)  \(speed)" }
        let width = 24
        let filled = min(width, width * done / total)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let left = rate > 0 ? Int((Double(total - done) / rate).rounded()) : 0
        let eta = String(format: "%d:%02d", left / 60, left % 60)
        return "[\(ANSI.green.paint(bar, enabled: console.colouredErrors))] \(count)  \(speed)  ETA \(eta)"
    }
}
