// RequestPipeline: the whole trip of a request, in order.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The whole trip of one request, in order:
/// 1. build the `URLRequest` from the ``PreparedRequest`` (``RESTError/invalidURL(_:reason:)``,
///    ``RESTError/invalidRequest(reason:)``);
/// 2. a GET without a body joins the identical GET in flight, or starts it (``InFlightRegistry``);
/// 3. inside that one task: tell the monitors, run the adapters (``RESTError/adaptation(_:)``), send through
///    the ``Transport`` (``RESTError/transport(_:)``, ``RESTError/cancelled``), tell the monitors the outcome;
/// 4. back in each waiter's own task: validate the status (``RESTError/httpStatus(_:)``).
struct RequestPipeline: Sendable {
    let configuration: ClientConfiguration
    let registry = InFlightRegistry()

    /// The validated response for `request`.
    ///
    /// - Throws: Every ``RESTError`` case but ``RESTError/decoding(_:)``.
    func response(for request: PreparedRequest, options: RequestOptions) async throws(RESTError) -> RESTResponse {
        let urlRequest = try request.urlRequest()
        let endpoint = request.endpoint
        let response: RESTResponse
        do {
            if request.method == .get, request.body == nil {
                response = try await registry.response(for: RequestKey(request)) {
                    try await send(urlRequest, for: endpoint)
                }
            } else {
                response = try await send(urlRequest, for: endpoint)
            }
        } catch {
            throw RESTError(error)
        }
        return try ResponseValidation.validate(
            response,
            accepting: options.acceptableStatusCodes,
            errorDecoding: configuration.errorDecoding
        )
    }

    /// Adapts and sends one request on the wire, telling the monitors each step.
    private func send(_ request: URLRequest, for endpoint: (any Endpoint)?) async throws(RESTError) -> RESTResponse {
        let monitors = configuration.monitors
        let start = ContinuousClock.now
        monitors.record(.created(request))
        let adapted: URLRequest
        do {
            adapted = try await adapt(request)
        } catch {
            monitors.record(.failed(request, error: error, duration: start.duration(to: .now)))
            throw error
        }
        if !configuration.adapters.isEmpty { monitors.record(.adapted(adapted)) }
        monitors.record(.sent(adapted))
        do {
            let response = try await configuration.transport.send(adapted, for: endpoint)
            monitors.record(.received(adapted, response: response, duration: start.duration(to: .now)))
            return response
        } catch {
            let failure = RESTError(error)
            monitors.record(.failed(adapted, error: failure, duration: start.duration(to: .now)))
            throw failure
        }
    }

    /// Runs the adapters in order.
    private func adapt(_ request: URLRequest) async throws(RESTError) -> URLRequest {
        var adapted = request
        for adapter in configuration.adapters {
            do {
                adapted = try await adapter.adapt(adapted)
            } catch is CancellationError {
                throw .cancelled
            } catch {
                throw .adaptation(AdaptationFailure(adapter: "\(type(of: adapter))", underlying: error))
            }
        }
        return adapted
    }
}

extension [any EventMonitor] {
    /// Tells every monitor about `event`.
    fileprivate func record(_ event: @autoclosure () -> RequestEvent) {
        guard !isEmpty else { return }
        let event = event()
        for monitor in self { monitor.record(event) }
    }
}
