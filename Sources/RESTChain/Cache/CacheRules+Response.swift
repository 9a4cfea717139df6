// CacheRules for an origin's answer: store it, update from a 304 or HEAD, fall back to stale, or invalidate.
import Foundation

/// What the cache does with an origin's answer: what to hand back, what to store, which URLs to forget.
struct CacheOutcome: Sendable, Equatable {
    /// The response for the caller, marked with its ``CacheStatus``.
    var answer: RESTResponse
    /// A variant to store, replacing the one it matches.
    var store: StoredResponse?
    /// Normalised URLs whose stored responses are dropped.
    var invalidated: [String] = []
}

extension CacheRules {
    /// What to do with `response`, the origin's answer to `request` sent with `conditional` fields while
    /// `stored` was held, requested at `requestTime` and received at `responseTime`.
    static func resolve(
        _ request: CacheRequest,
        response: RESTResponse,
        conditional: HTTPHeaders,
        stored: StoredResponse?,
        requestTime: Date,
        responseTime: Date
    ) -> CacheOutcome {
        var answer = response
        answer.cacheStatus = request.policy == .noStore ? .bypassed : .miss
        if request.isUnsafe {
            answer.cacheStatus = .bypassed
            let succeeded = (200..<400).contains(response.statusCode)
            return CacheOutcome(answer: answer, invalidated: succeeded ? invalidations(request, response) : [])
        }
        if request.method == .head {
            guard let stored, response.statusCode == 200, validatorsMatch(response.headers, stored) else {
                return CacheOutcome(answer: answer)
            }
            let updated = stored.updated(with: response.headers, requestTime: requestTime, responseTime: responseTime)
            return CacheOutcome(answer: answer, store: updated)
        }
        guard request.method == .get else { return CacheOutcome(answer: answer) }
        if response.statusCode == 304, !conditional.isEmpty, let stored, validatorsMatch(response.headers, stored) {
            let updated = stored.updated(with: response.headers, requestTime: requestTime, responseTime: responseTime)
            let answer = updated.response(status: .revalidated, for: request, at: responseTime)
            if updated.control.forbidsStoring(statusCode: updated.statusCode) {
                return CacheOutcome(answer: answer, invalidated: [request.key.url])
            }
            return CacheOutcome(answer: answer, store: updated)
        }
        if RESTError.originFailureStatusCodes.contains(response.statusCode),
            let fallback = staleIfError(request, stored: stored, at: responseTime)
        {
            return CacheOutcome(answer: fallback.response(status: .stale, for: request, at: responseTime))
        }
        return CacheOutcome(
            answer: answer,
            store: storable(request, response: response, requestTime: requestTime, responseTime: responseTime)
        )
    }

    /// The response to store, or `nil` when RFC 9111 §3 (or the mode, or the policy) forbids storing it.
    static func storable(
        _ request: CacheRequest,
        response: RESTResponse,
        requestTime: Date,
        responseTime: Date
    ) -> StoredResponse? {
        guard request.method == .get, request.policy != .noStore, response.statusCode >= 200,
            response.statusCode != 206
        else { return nil }
        let control = CacheControl(response.headers["Cache-Control"])
        let varyNames = CacheKey.varyNames(response.headers["Vary"])
        guard varyNames != ["*"] else { return nil }
        if request.isShared {
            guard response.headers["Set-Cookie"] == nil, !control.isPrivate else { return nil }
            guard !request.key.hasQueryCredential else { return nil }
            if request.key.isCredentialed || request.mayGainCredentials {
                guard control.isPublic || control.sharedMaxAge != nil || control.mustRevalidate else { return nil }
            }
        }
        if request.policy == .ignoringRules {
            guard response.statusCode == 200 else { return nil }
        } else {
            guard !control.forbidsStoring(statusCode: response.statusCode), !request.control.noStore else {
                return nil
            }
            let explicit =
                control.isPublic || control.maxAge != nil || response.headers["Expires"] != nil
                || (request.isShared ? control.sharedMaxAge != nil : control.isPrivate)
            guard explicit || StoredResponse.heuristicallyCacheable.contains(response.statusCode) else { return nil }
        }
        return StoredResponse(
            statusCode: response.statusCode,
            headers: StoredResponse.storableHeaders(response.headers),
            body: response.body,
            url: response.url.map { $0 == request.url ? request.key.url : CacheKey(url: $0, headers: [:]).url },
            requestTime: requestTime,
            responseTime: responseTime,
            varyNames: varyNames,
            variant: request.key.variant(varying: varyNames, on: request.headers)
        )
    }

    /// Whether a `304` or `HEAD` answer describes `stored` (RFC 9111 §4.3.4, §4.3.5): its `ETag` matches weakly,
    /// else its `Last-Modified` is equal, else it carries no validator at all.
    static func validatorsMatch(_ headers: HTTPHeaders, _ stored: StoredResponse) -> Bool {
        if let etag = headers["ETag"] {
            return stored.headers["ETag"].map { EntityTag.weakMatch(etag, $0) } ?? false
        }
        if let modified = headers["Last-Modified"], let storedModified = stored.headers["Last-Modified"] {
            return HTTPDate.parse(modified) == HTTPDate.parse(storedModified)
        }
        return true
    }

    /// The target URI and the same-origin `Location` and `Content-Location` of an unsafe request's success (§4.4).
    static func invalidations(_ request: CacheRequest, _ response: RESTResponse) -> [String] {
        var urls = [request.key.url]
        for name in ["Location", "Content-Location"] {
            guard let value = response.headers[name],
                let target = URL(string: value, relativeTo: request.url)?.absoluteURL,
                target.scheme?.lowercased() == request.url.scheme?.lowercased(),
                target.host?.lowercased() == request.url.host?.lowercased(), target.port == request.url.port
            else { continue }
            urls.append(CacheKey(url: target, headers: [:]).url)
        }
        return urls
    }
}
