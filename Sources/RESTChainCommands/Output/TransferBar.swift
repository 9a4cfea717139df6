// TransferBar: a download's or upload's bytes on stderr — a redrawn bar on a terminal, plain lines when piped.
import Foundation
import RESTChain

/// Shows a transfer's ``TransferProgress`` on standard error.
///
/// On a terminal: one line redrawn in place, `[######------] 12.0 MB / 48.0 MB  9.8 MB/s  ETA 0:04`. Anywhere else
/// (a log, a pipe): one plain line once the transfer is complete (`50331648/50331648 bytes`), with no `\r` and no
/// escape codes, however often the transfer reports that it is.
final class TransferBar: Sendable {
    /// What was last shown; its lock also keeps two updates from interleaving on the terminal.
    private struct Shown {
        var wroteLine = false
        var drewBar = false
    }

    private let console: Console
    private let shown = Locked(Shown())

    init(console: Console) {
        self.console = console
    }

    /// Shows `progress`.
    func show(_ progress: TransferProgress) {
        shown.withLock { shown in
            guard console.errorIsTerminal else {
                guard progress.isComplete, !shown.wroteLine else { return }
                shown.wroteLine = true
                let total = progress.totalBytes.map { "/\($0)" } ?? ""
                console.writeError("\(progress.completedBytes)\(total) bytes\n")
                return
            }
            shown.drewBar = true
            console.writeError("\r\u{1B}[2K" + Self.bar(progress, coloured: console.colouredErrors))
        }
    }

    /// Ends the bar's line, when one was drawn.
    func finish() {
        shown.withLock { shown in
            if shown.drewBar { console.writeError("\n") }
            shown.drewBar = false
        }
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
