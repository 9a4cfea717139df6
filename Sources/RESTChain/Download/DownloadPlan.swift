// DownloadPlan: what one attempt of a download asks for, and what it makes of the answer — pure decisions.
import Foundation

/// The decisions of one attempt of a download, without I/O: the `Range` and `If-Range` to send for the bytes kept
/// on disk, whether an accepted answer continues them or starts the file over, and whether a refusal means
/// starting over.
///
/// An attempt that starts over forgets what was kept (``forgettingKept()``) and asks again for the whole body, so
/// it starts over at most once.
struct DownloadPlan: Equatable {
    /// Bytes of an earlier attempt kept on disk, and the validator (`ETag` or `Last-Modified`) they came with.
    struct Kept: Equatable {
        var size: Int64
        var validator: String
    }

    /// What to do with an accepted answer.
    enum Step: Equatable {
        /// Write the body from this offset of the file (0: from the first byte, dropping what was kept).
        case save(from: Int64)
        /// Drop the answer and what was kept, and ask for the whole body.
        case startOver
    }

    /// What the attempt continues; `nil` when it asks for the whole body.
    private(set) var kept: Kept?

    init(kept: Kept?) {
        self.kept = kept
    }

    /// The header fields to add to the request: `Range` from the end of the kept bytes, and `If-Range` with
    /// their validator, so that a changed resource is answered whole.
    var fields: HTTPHeaders {
        guard let kept else { return [:] }
        return ["Range": "bytes=\(kept.size)-", "If-Range": kept.validator]
    }

    /// What to do with an accepted answer `head`: a `206` that starts where the kept bytes stop, and whose
    /// validator has not changed, continues them; any other `206` starts over; anything else (the whole body,
    /// `200`) is written from the first byte.
    func step(for head: RESTResponse) -> Step {
        guard let kept, head.statusCode == 206 else { return .save(from: 0) }
        guard ContentRange(head.headers["Content-Range"])?.start == kept.size, !hasChanged(head, since: kept) else {
            return .startOver
        }
        return .save(from: kept.size)
    }

    /// Whether a refused status means the kept bytes are not part of what the server has: a `416` to a range.
    func startsOver(afterRefusal status: Int) -> Bool {
        kept != nil && status == 416
    }

    /// The plan of the attempt that starts over: nothing kept.
    func forgettingKept() -> DownloadPlan {
        DownloadPlan(kept: nil)
    }

    /// Whether `head` names another version than the kept bytes' validator: a server that ignores `If-Range`
    /// may answer a range of a changed resource. An `ETag` (quoted) is compared with the `ETag`, a date with
    /// `Last-Modified`; a head without that field says nothing.
    private func hasChanged(_ head: RESTResponse, since kept: Kept) -> Bool {
        let isTag = kept.validator.hasPrefix("\"")
        guard let current = head.headers[isTag ? "ETag" : "Last-Modified"] else { return false }
        return current != kept.validator
    }
}

/// The start of a `Content-Range: bytes first-last/total` field.
struct ContentRange {
    let start: Int64

    init?(_ field: String?) {
        guard let field, field.lowercased().hasPrefix("bytes ") else { return nil }
        let range = field.dropFirst(6).split(separator: "/").first ?? ""
        guard let first = range.split(separator: "-").first,
            let start = Int64(first.trimmingCharacters(in: .whitespaces))
        else { return nil }
        self.start = start
    }
}
