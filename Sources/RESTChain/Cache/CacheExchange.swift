// CacheExchange: the pipeline's one seam to the cache — answer from storage, or send and let the cache learn.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request's dealings with the client's ``HTTPCache``, in the two places the pipeline calls it: before the
/// in-flight registry (``consult(revalidatingWith:)``) and inside the one shared task
/// (``send(through:planned:)``), so that 100 waiters on a stale entry make one conditional request.
struct CacheExchange: Sendable {
    /// The cache and the request as its rules see it; `nil` when the cache takes no part.
    private let active: (cache: HTTPCache, request: CacheRequest)?
    /// The request as the session built it, before any adapter.
    let urlRequest: URLRequest
    private let monitors: [any EventMonitor]

    /// The exchange of `prepared`, sent as `urlRequest`, under `policy` and the client's cache and monitors.
    init(
        for prepared: PreparedRequest,
        _ urlRequest: URLRequest,
        absoluteString: String? = nil,
        policy: CachePolicy,
        configuration: borrowing ClientConfiguration
    ) {
        self.urlRequest = urlRequest
        monitors = configuration.monitors
        guard let cache = configuration.cache, policy != .noStore || prepared.method != .get else {
            active = nil
            return
        }
        let request = CacheRequest(
            method: prepared.method, url: urlRequest.url ?? URL(fileURLWithPath: "/"), absoluteString: absoluteString,
            headers: prepared.headers, policy: policy, mode: cache.mode,
            mayGainCredentials: !configuration.adapters.isEmpty)
        active = (cache, request)
    }

    /// What the lookup before the in-flight registry decided.
    enum Consultation {
        /// The answer from storage alone: fresh, stale, or a `504` for `only-if-cached`; with a stale answer
        /// `stale-while-revalidate` allows, the request to send in the background (``revalidated(_:by:)`` ends it).
        case answer(RESTResponse, revalidating: Forward?)
        /// The request must go out; `plan` is what the lookup found, for ``before(planned:)`` (`nil` when the cache
        /// takes no part or the request is not a GET).
        case send(Plan?)
    }

    /// A request the cache lets go to the origin, and what it needs to learn from the answer.
    struct Forward: Sendable {
        /// What to send: the request, with the validators of a stored answer when the cache holds one.
        let request: URLRequest
        let conditional: HTTPHeaders
        let stored: StoredResponse?
        /// When it was sent, for the answer's age; `nil` when the cache takes no part.
        let requestTime: Date?
    }

    /// What the cache decides before sending.
    enum Step {
        /// Answer with this, from storage.
        case answer(RESTResponse)
        /// Send this, then hand what came back to ``after(_:of:)``.
        case forward(Forward)
    }

    /// A GET's lookup that found nothing to answer with: the validators to send, the response they refer to,
    /// and the generation of the storage it read.
    struct Plan: Sendable {
        let conditional: HTTPHeaders
        let stored: StoredResponse?
        let generation: UInt64
    }

    /// The answer from storage alone — fresh, stale, or a `504` for `only-if-cached` — or the plan to send the
    /// request. A `stale-while-revalidate` answer comes with the one background revalidation to send.
    func consult() -> Consultation {
        guard let (cache, request) = active, request.method == .get else { return .send(nil) }
        let now = Date()
        let (lookup, generation) = cache.consult(request, at: now)
        switch lookup {
        case .fresh(let stored):
            return .answer(answer(stored.response(status: .hit, for: request, at: now)), revalidating: nil)
        case .stale(let stored, let revalidation):
            var background: Forward?
            if let revalidation, cache.beginRevalidation(of: request.key) {
                background = forward(conditional: revalidation, stored: stored)
            }
            return .answer(answer(stored.response(status: .stale, for: request, at: now)), revalidating: background)
        case .unsatisfiable:
            return .answer(answer(unsatisfiable(request), announcing: true), revalidating: nil)
        case .forward(let conditional, let stored):
            return .send(Plan(conditional: conditional, stored: stored, generation: generation))
        }
    }

    /// The cache's decision just before sending: answer from storage, or send the request — conditional when the
    /// cache holds a validator.
    ///
    /// Looks again first, unless nothing in the cache has changed since the lookup that made `plan` (a fresh
    /// entry cannot go stale, nor a stale one fresh, but by a change): while this caller waited for its turn,
    /// another exchange may have stored a fresh answer.
    @inline(never)
    func before(planned plan: Plan? = nil) -> Step {
        guard let (cache, request) = active else {
            return .forward(Forward(request: urlRequest, conditional: [:], stored: nil, requestTime: nil))
        }
        if let plan, !cache.hasChanged(since: plan.generation) {
            return .forward(forward(conditional: plan.conditional, stored: plan.stored))
        }
        let now = Date()
        switch cache.lookup(request, at: now) {
        case .fresh(let stored) where request.method == .get:
            return .answer(answer(stored.response(status: .hit, for: request, at: now)))
        case .stale(let stored, _) where request.method == .get:
            return .answer(answer(stored.response(status: .stale, for: request, at: now)))
        case .unsatisfiable:
            return .answer(answer(unsatisfiable(request), announcing: true))
        case .forward(let conditional, let stored):
            return .forward(forward(conditional: conditional, stored: stored))
        case .fresh, .stale:
            return .forward(forward(conditional: [:], stored: nil))
        }
    }

    /// The answer once the origin answered `forward` with `outcome`: after the cache has stored, updated or
    /// invalidated what it says, or a stale answer `stale-if-error` allows in place of a failure.
    ///
    /// - Throws: The failure in `outcome` when no stored answer may stand in for it.
    func after(_ outcome: Result<RESTResponse, RESTError>, of forward: Forward) throws(RESTError) -> RESTResponse {
        switch outcome {
        case .success(let response):
            guard let requestTime = forward.requestTime else { return response }
            return completed(
                response, conditional: forward.conditional, stored: forward.stored, requestTime: requestTime)
        case .failure(let error):
            guard forward.requestTime != nil else { throw error }
            return try answer(afterFailure: error, stored: forward.stored)
        }
    }

    /// Ends the background revalidation `forward` made by ``consult()``, once its answer (if any) is stored.
    func revalidated(_ outcome: Result<RESTResponse, RESTError>, by forward: Forward) {
        _ = try? after(outcome, of: forward)
        if let (cache, request) = active { cache.endRevalidation(of: request.key) }
    }

    /// The request to send, with `conditional`'s validators, sent now.
    private func forward(conditional: HTTPHeaders, stored: StoredResponse?) -> Forward {
        Forward(
            request: conditional.isEmpty ? urlRequest : adding(conditional), conditional: conditional, stored: stored,
            requestTime: Date())
    }

    /// The request with the validators of a stored answer added. The request has none of these fields already (the
    /// cache adds none to a request that is conditional itself). Their values are the ones a server sent; should one
    /// be unfit for a request (a control character), the request goes out unconditional rather than failing.
    @inline(never)
    private func adding(_ conditional: HTTPHeaders) -> URLRequest {
        var outgoing = urlRequest
        do { try outgoing.setHeaderFields(conditional) } catch { return urlRequest }
        return outgoing
    }

    /// The stale answer `stale-if-error` allows when the origin could not be reached, else `error` again.
    @inline(never)
    private func answer(afterFailure error: RESTError, stored: StoredResponse?) throws(RESTError) -> RESTResponse {
        guard let (cache, request) = active, error.isOriginFailure,
            var stale = cache.staleAnswer(afterFailureOf: request, stored: stored, at: Date())
        else { throw error }
        stale.attempts = error.attempts
        return answer(stale)
    }

    /// The answer after the cache has learnt from `response`: a `304` answers with the stored body, but the
    /// attempts are the wire's.
    @inline(never)
    private func completed(
        _ response: RESTResponse,
        conditional: HTTPHeaders,
        stored: StoredResponse?,
        requestTime: Date
    ) -> RESTResponse {
        guard let (cache, request) = active else { return response }
        var answer = cache.complete(
            request, response: response, conditional: conditional, stored: stored, requestTime: requestTime,
            responseTime: Date())
        answer.attempts = response.attempts
        return self.answer(answer)
    }

    /// The `504 Gateway Timeout` an `only-if-cached` request gets when nothing usable is stored (§5.2.1.7).
    private func unsatisfiable(_ request: CacheRequest) -> RESTResponse {
        var response = RESTResponse(
            statusCode: 504, headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: Data("only-if-cached: no stored response can answer this request".utf8), url: request.url)
        response.cacheStatus = .miss
        return response
    }

    /// Returns `response`, telling the monitors when the cache answered (a hit, a stale answer, a revalidation,
    /// or `announcing` a `504`); a miss they see on the wire.
    private func answer(_ response: RESTResponse, announcing: Bool = false) -> RESTResponse {
        guard announcing || [.hit, .stale, .revalidated].contains(response.cacheStatus) else { return response }
        for monitor in monitors { monitor.record(.cache(urlRequest, response: response)) }
        return response
    }
}
