// The doc comments' adapter, transport and monitor, written with `import RESTChain` alone, as on every platform.
import RESTChain
import Testing

/// `RequestAdapter`'s example: signs every request (a fixed signature stands in for the HMAC).
private struct Signer: RequestAdapter {
    func adapt(_ request: URLRequest) async throws -> URLRequest {
        var signed = request
        signed.setValue("hmac-of-request", forHTTPHeaderField: "X-Signature")
        return signed
    }
}

/// `Transport`'s example: prints and forwards (the lines are kept here instead of printed).
private struct PrintingTransport: Transport {
    let wrapped: any Transport
    let lines = Box<[String]>([])

    func send(_ request: TransportRequest) async throws -> RESTResponse {
        lines.update { $0.append("\(request.urlRequest.httpMethod ?? "GET") \(request.url?.absoluteString ?? "")") }
        return try await wrapped.send(request)
    }
}

/// `EventMonitor`'s example: records each response's status.
private struct Metrics: EventMonitor {
    let statuses = Box<[Int]>([])

    func record(_ event: RequestEvent) {
        if case .received(_, let response, _) = event { statuses.update { $0.append(response.statusCode) } }
    }
}

struct ImportSnippetTests {
    @Test func `an adapter, a transport and a monitor need only import RESTChain`() async throws {
        let echo = StubTransport { request in
            RESTResponse(statusCode: 200, body: Data((request.value(forHTTPHeaderField: "X-Signature") ?? "").utf8))
        }
        let transport = PrintingTransport(wrapped: echo)
        let metrics = Metrics()
        var configuration = ClientConfiguration(baseURL: try BaseURL("https://api.example.com"), transport: transport)
        configuration.adapters = [Signer()]
        configuration.monitors = [metrics]

        let signature = try await RESTClient(configuration: configuration).get("zen").string()

        #expect(signature == "hmac-of-request")
        #expect(transport.lines.value == ["GET https://api.example.com/zen"])
        #expect(metrics.statuses.value == [200])
    }
}
