// TransferBar: a download's or upload's bytes on stderr — a redrawn bar on a terminal, plain lines when piped.
import Foundation
import RESTChain

/// Shows a transfer's ``TransferProgress`` on standard error.
///
/// On a terminal: one line redrawn in place, `[######------] 12.0 MB / 48.0 MB  9.8 MB/s  ETA 0:04`. Anywhere else:
/// a plain line (`12582912/50331648 bytes`) at most once a second and at the end, with no `\r` and no escape codes.
final class TransferBar: @unchecked Sendable {
    private let console: Console
    private let lock = NSLock()
    private var lastLine: ContinuousClock.Instant?
    private var drewBar = false

    init(console: Console) {
        self.console = console
    }

    /// Shows `progress`.
    func show(_ progress: TransferProgress) {
        lock.lock()
        defer { lock.unlock() }
        let now = ContinuousClock.now
        guard console.errorIsTerminal else {
            guard progress.isComplete || lastLine.map({ now - $0 >= .seconds(1) }) ?? true else { return }
            lastLine = now
            let total = progress.totalBytes.map { "/\($0)" } ?? ""
            console.writeError("\(progress.completedBytes)\(total) bytes\n")
            return
        }
        drewBar = true
        console.writeError("\r\u{1B}[2K" + Self.bar(progress, coloured: console.colouredErrors))
    }

    /// Ends the bar's line, when one was drawn.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drewBar { console.writeError("\n") }
        drewBar = false
    }

    /// The bar's text.
    static func bar(_ progress: TransferProgress, coloured: Bool) -> String {
        let done = size(progress.completedBytes)
        let speed = size(Int64(progress.bytesPerSecond)) + "/s"
        guard let total = progress.totalBytes, total > 0 else { return "\(done)  \(speed)" }
        let width = 24
        let filled = min(width, Int(Double(width) * (progress.fractionCompleted ?? 0)))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let eta = progress.estimatedTimeRemaining.map { left -> String in
            let seconds = Int(left.components.seconds)
            return String(format: "  ETA %d:%02d", seconds / 60, seconds % 60)
        }
        return "[\(ANSI.green.paint(bar, enabled: coloured))] \(done) / \(size(total))  \(speed)\(eta ?? "")"
    }

    /// `bytes` in decimal units: `812 B`, `12.0 kB`, `48.3 MB`, `1.07 GB`.
    static func size(_ bytes: Int64) -> String {
        let value = Double(bytes)
        switch value {
        case ..<1_000: return "\(bytes) B"
        case ..<1_000_000: return String(format: "%.1f kB", value / 1e3)
        case ..<1_000_000_000: return String(format: "%.1f MB", value / 1e6)
        default: return String(format: "%.2f GB", value / 1e9)
        }
    }
}
