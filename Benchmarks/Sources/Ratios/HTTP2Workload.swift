// HTTP2Workload: 64 GETs in flight over TLS to one host, HTTP/2 offered against HTTP/1.1 only.
import BenchmarkBodies
import BenchmarkSupport
import Foundation
import NginxServer
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Small GETs, many in flight, over TLS to nginx with a certificate made for the run: one nginx offers HTTP/2 (ALPN
/// `h2`), one only HTTP/1.1, each a process of its own with the same configuration otherwise. The same client over
/// HTTP/2 should keep one connection, where HTTP/1.1 needs one per request in flight (up to its per-host limit).
///
/// On loopback with no delay the protocol barely matters: an answer is back before the next request is ready. With
/// `answerDelay`, each answer takes that long, as a distant API's does, and what counts is how many requests are in
/// flight at once: HTTP/2 carries all of them on its one connection, HTTP/1.1 one per connection.
struct HTTP2Workload {
    let times: Int
    let inFlight: Int
    /// How long the server takes over each answer; `nil` for at once.
    var answerDelay: Duration? = nil

    func run(rounds: Int) async throws {
        #if os(Linux)
            let certificate = try TestCertificate()
            defer { certificate.remove() }
            let bodies = ["users": Bodies.users]
            let h2 = try NginxServer(serving: bodies, tls: certificate, http2: true, answerDelay: answerDelay)
            defer { h2.stop() }
            let h1 = try NginxServer(serving: bodies, tls: certificate, http2: false, answerDelay: answerDelay)
            defer { h1.stop() }
            let trust = ServerTrust(additionalCertificateAuthorities: certificate.certificate)
            let overHTTP2 = try CurlTransport(serverTrust: trust)
            let overHTTP1 = try CurlTransport(configuration: .init(offersHTTP2: false), serverTrust: trust)
            let numbers = FreshNumbers()
            let (times, inFlight) = (times, inFlight)
            let alone = { (name: String, transport: CurlTransport, server: NginxServer) in
                Variant(name: name) {
                    try await concurrently(times, inFlight: inFlight, from: numbers.take(times)) { number in
                        let url = URL(string: "\(server.baseURL)/users?n=\(number)")!
                        let response = try await transport.send(TransportRequest(URLRequest(url: url)))
                        try check(response.statusCode == 200, "\(name): status \(response.statusCode)")
                        try check(try JSONDecoder().decode([User].self, from: response.body).count == 20, name)
                    }
                }
            }
            let through = { (name: String, client: RESTClient) in
                Variant(name: name) {
                    try await concurrently(times, inFlight: inFlight, from: numbers.take(times)) { number in
                        let users = try await client.get("users").query(key: "n", value: "\(number)")
                            .decode(type: [User].self)
                        try check(users.count == 20, name)
                    }
                }
            }
            let comparison = Comparison(
                title: "\(times) GETs of 20 users + decode, \(inFlight) in flight over TLS, from \(h2.version)"
                    + (answerDelay.map { ", each answer after \($0)" } ?? ""),
                variants: [
                    alone("CurlTransport, HTTP/1.1", overHTTP1, h1),
                    alone("CurlTransport, HTTP/2", overHTTP2, h2),
                    through("RESTChain, HTTP/1.1", try RESTClient(baseURL: h1.baseURL, transport: overHTTP1)),
                    through("RESTChain, HTTP/2", try RESTClient(baseURL: h2.baseURL, transport: overHTTP2)),
                ],
                extraRatios: [
                    ("CurlTransport, HTTP/1.1", "CurlTransport, HTTP/2", goal: "≥ 1.5"),
                    ("RESTChain, HTTP/1.1", "RESTChain, HTTP/2", goal: ""),
                ])
            try await comparison.run(rounds: rounds)
            let (connections2, connections1) = (h2.openConnections, h1.openConnections)
            print(
                "\nConnections open after the rounds: \(connections2) to the HTTP/2 server (goal: 1), "
                    + "\(connections1) to the HTTP/1.1 one (at most \(overHTTP1.configuration.maximumConnectionsPerHost) a host)"
            )
        #else
            print("\n# HTTP/2: CurlTransport is Linux's; not measured here")
        #endif
    }
}
