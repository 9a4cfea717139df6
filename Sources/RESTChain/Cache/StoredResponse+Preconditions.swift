// StoredResponse's preconditions: a client's own If-None-Match or If-Modified-Since answered from storage.
import Foundation

extension StoredResponse {
    /// The `304 Not Modified` that answers `request` from storage when its own `If-None-Match` or
    /// `If-Modified-Since` says the caller's copy is current (RFC 9111 §4.3.2), else `nil`.
    ///
    /// Evaluated only against a stored `200`, as RFC 9110 §13.2 orders them: `If-None-Match` (`*`, or a list
    /// compared weakly with the stored `ETag`) first; without it, `If-Modified-Since`, a valid date at or after
    /// the stored `Last-Modified` (else `Date`, else the time it arrived). The preconditions only an origin can
    /// judge (`If-Match`, `If-Unmodified-Since`, `If-Range`) are left alone. The `304` carries `served`'s fields
    /// that RFC 9110 §15.4.5 names, not the body's metadata.
    func notModified(
        answering request: CacheRequest, served: HTTPHeaders, url: URL, status: CacheStatus
    ) -> RESTResponse? {
        guard statusCode == 200, isCurrent(for: request.headers) else { return nil }
        var response = RESTResponse(
            statusCode: 304,
            headers: served.filtered { field in
                Self.notModifiedNames.contains { HTTPHeaders.sameName(field.name, $0) }
            }, body: Data(), url: url)
        response.cacheStatus = status
        return response
    }

    /// Whether the preconditions in `headers` say the stored representation has not changed for their sender.
    private func isCurrent(for headers: HTTPHeaders) -> Bool {
        if let noneMatch = headers["If-None-Match"] {
            guard let etag = self.headers["ETag"] else { return false }
            return CacheControl.items(noneMatch).contains { member in
                let tag = member.trimmingCharacters(in: .whitespaces)
                return tag == "*" || EntityTag.weakMatch(tag, etag)
            }
        }
        guard let since = headers["If-Modified-Since"].flatMap(HTTPDate.parse) else { return false }
        let modified = self.headers["Last-Modified"].flatMap(HTTPDate.parse) ?? dateValue
        return modified <= since
    }

    /// The fields a `304` repeats from the `200` it stands for (RFC 9110 §15.4.5), with the `Age` served.
    private static let notModifiedNames = [
        "Cache-Control", "Content-Location", "Date", "ETag", "Expires", "Vary", "Last-Modified", "Age",
    ]
}
