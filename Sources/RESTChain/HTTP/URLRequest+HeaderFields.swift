// URLRequest+HeaderFields: header fields go onto a request checked, and all at once.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLRequest {
    /// Sets `fields` on this request, replacing any field of the same name in any case, after checking them.
    ///
    /// Every field goes on in one assignment of `allHTTPHeaderFields`: `setValue(_:forHTTPHeaderField:)` is slow
    /// per field on FoundationNetworking, and drops a value it finds invalid without a word.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when a name is not a token or a value has a line break or
    ///   another control character; the reason names the field and never quotes its value. Nothing is set then.
    mutating func setHeaderFields(_ fields: HTTPHeaders) throws(RESTError) {
        if let reason = fields.invalidityReason { throw .invalidRequest(reason: reason) }
        var merged = allHTTPHeaderFields ?? [:]
        if !merged.isEmpty {
            merged = merged.filter { existing in !fields.contains { HTTPHeaders.sameName($0.name, existing.key) } }
        }
        merged.reserveCapacity(merged.count + fields.count)
        for field in fields { merged[field.name] = field.value }
        allHTTPHeaderFields = merged
    }

    /// Removes every header field whose name `isRemoved` accepts, all at once.
    mutating func removeHeaderFields(where isRemoved: (String) -> Bool) {
        guard let fields = allHTTPHeaderFields, fields.keys.contains(where: isRemoved) else { return }
        allHTTPHeaderFields = fields.filter { !isRemoved($0.key) }
    }
}
