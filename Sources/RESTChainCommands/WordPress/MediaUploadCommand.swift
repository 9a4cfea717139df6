// MediaUploadCommand: `restchain wp media upload FILE`, a file streamed to a site's media library with progress.
import Foundation
import RESTChain
import WordPressAPI

/// `restchain wp media upload FILE [--title T] [--alt-text A] [--caption C]`.
enum MediaUploadCommand {
    static let command = Command(
        path: ["wp", "media", "upload"],
        summary: "Upload a file to a site's media library, streamed from disk with a progress bar.",
        synopsis: "FILE --site URL [--title T] [--alt-text A] [--caption C] [--json]",
        options: SiteClient.options + [
            .value("--title", "T", "The media item's title."),
            .value("--alt-text", "A", "Its alternative text."),
            .value("--caption", "C", "Its caption."),
        ],
        details: """
            Needs WP_USER and WP_APP_PASSWORD (an application password). Built on:
              let media = try await wp.uploadMedia(file: URL(fileURLWithPath: "harbour.jpg"),
                                                   details: .init(altText: "Boats")) { print($0.completedBytes) }
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 1)
        let path = try invocation.positional(0, "FILE")
        guard FileManager.default.isReadableFile(atPath: path) else { throw CommandFailure("cannot read \(path)") }
        let arguments = invocation.arguments
        let details = WordPress.MediaDraft(
            title: arguments.value("--title"), altText: arguments.value("--alt-text"),
            caption: arguments.value("--caption"))
        let bar = TransferBar(console: invocation.console)
        let media: WordPress.Media
        do {
            media = try await SiteClient.make(invocation).uploadMedia(
                file: URL(fileURLWithPath: path), details: details
            ) { update in
                if update.direction == .upload { bar.show(update) }
            }
        } catch {
            bar.finish()
            throw error
        }
        bar.finish()
        Presenter.present(media, invocation: invocation) { WordPressTables.media([media]) }
    }
}
