// HTTPTransfers: `get -o FILE / --download / --continue` saving a body to a file, and `get --stream` printing it live.
import Foundation
import RESTChain

/// The two ways `restchain get` reads a body as it arrives instead of holding it whole.
enum HTTPTransfers {
    /// The options of both.
    static let options: [OptionSpec] = [
        .value("--output", short: "-o", "FILE", "Save the body to FILE as it arrives (a progress bar on stderr)."),
        .flag("--download", short: "-d", "Save the body to a file named from the URL or Content-Disposition."),
        .flag("--continue", short: "-c", "With -o or --download: continue a download an earlier run left partial."),
        .flag("--stream", short: "-S", "Print the body's lines (or Server-Sent Events) as they arrive."),
        .flag(
            "--reconnect",
            "With --stream: reconnect when an event stream ends, with Last-Event-ID, as a browser's EventSource does."),
    ]

    /// Whether the command line asks for a body read as it arrives.
    static func isRequested(by arguments: ParsedArguments) -> Bool {
        arguments.value("--output") != nil || arguments.has("--download") || arguments.has("--stream")
    }

    /// Saves or prints the body of `session` as the command line asks.
    static func run(_ session: GetSession, target: RequestTarget, invocation: Invocation) async throws {
        if invocation.arguments.has("--stream") { return try await stream(session, invocation: invocation) }
        try await download(session, target: target, invocation: invocation)
    }

    /// Saves the body of `session` as `-o`/`--download` say; the file appears under its name only once complete.
    static func download(_ session: GetSession, target: RequestTarget, invocation: Invocation) async throws {
        let arguments = invocation.arguments
        let console = invocation.console
        let destination = DownloadTarget.destination(output: arguments.value("--output"), url: target)
        let quiet = arguments.has("--quiet")
        let bar = TransferBar(console: console)
        let saved: DownloadedFile
        do {
            saved = try await session.progress { update in
                if update.direction == .download, !quiet { bar.show(update) }
            }.download(to: destination, resuming: arguments.has("--continue"))
        } catch {
            bar.finish()
            throw error
        }
        bar.finish()
        var file = saved.file
        if arguments.value("--output") == nil,
            let suggested = DownloadTarget.suggestedName(saved.response.headers["Content-Disposition"]),
            suggested != file.lastPathComponent
        {
            let renamed = file.deletingLastPathComponent().appendingPathComponent(suggested)
            if !FileManager.default.fileExists(atPath: renamed.path),
                (try? FileManager.default.moveItem(at: file, to: renamed)) != nil
            {
                file = renamed
            }
        }
        let resumed = saved.resumedFrom > 0 ? " (continued after \(TransferBar.size(saved.resumedFrom)))" : ""
        if !quiet { console.writeError("Saved \(TransferBar.size(saved.size)) to \(file.path)\(resumed)\n") }
    }

    /// Prints the body of `session` as it arrives: each event of a `text/event-stream` body, else each line.
    ///
    /// The request is sent once; an event stream ends when the server ends it, unless `--reconnect` asks for the
    /// EventSource behaviour (reconnecting with `Last-Event-ID` until the server answers 204).
    static func stream(_ session: GetSession, invocation: Invocation) async throws {
        let console = invocation.console
        let session = session.setting(header: "Accept", to: "text/event-stream, */*;q=0.5")
        let response = try await session.streamedResponse()
        let type = response.head.headers["Content-Type"]?.lowercased() ?? ""
        guard type.hasPrefix("text/event-stream") else {
            for try await line in AsyncTextLineSequence(response.body) { console.write(line + "\n") }
            return
        }
        let reconnects = invocation.arguments.has("--reconnect") ? Int.max : 0
        for try await event in try session.events(in: response, maximumReconnects: reconnects) {
            let id = event.lastEventID.isEmpty ? "" : " #\(event.lastEventID)"
            console.write("[\(event.type)\(id)] \(event.data)\n")
        }
    }
}
