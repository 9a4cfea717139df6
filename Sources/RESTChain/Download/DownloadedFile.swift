// DownloadedFile: what a download leaves on disk, and the response it came with.
import Foundation

/// A body saved to a file by ``ResponseHandling/download(to:resuming:)``.
public struct DownloadedFile: Sendable, Hashable {
    /// Where the body is: the destination asked for.
    public var file: URL
    /// The response head of the exchange that completed the file (its body is empty).
    public var response: RESTResponse
    /// The size of the file in bytes.
    public var size: Int64
    /// How many bytes were already on disk from an earlier attempt and kept; `0` when the whole body was fetched.
    public var resumedFrom: Int64

    /// Creates a description of a downloaded file.
    public init(file: URL, response: RESTResponse, size: Int64, resumedFrom: Int64) {
        self.file = file
        self.response = response
        self.size = size
        self.resumedFrom = resumedFrom
    }
}
