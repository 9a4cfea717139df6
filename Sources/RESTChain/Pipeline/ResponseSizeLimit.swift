// ResponseSizeLimit: the most bytes a response body may have, handed from the pipeline to the transport.
import Foundation

/// The most bytes the body of the response being fetched may have, for the transport to enforce as it receives.
///
/// The pipeline binds it around each send; ``URLSessionTransport`` reads it and stops the transfer as soon as the
/// body passes it, and the pipeline checks it again afterwards for every other transport.
enum ResponseSizeLimit {
    /// The limit in bytes for the current send; `nil` means none.
    @TaskLocal static var current: Int?

    /// 64 MiB, the client's default.
    static let standard = 64 << 20
}
