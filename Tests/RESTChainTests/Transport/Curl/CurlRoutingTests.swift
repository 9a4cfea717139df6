// CurlRoutingTests: where a CurlTransport's connections go — an address in place of a name, a Unix domain socket.
#if os(Linux)
    import Foundation
    import RESTChain
    import TestSupport
    import Testing

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    struct CurlRoutingTests {
        private struct Container: Decodable {
            let names: [String]
            let host: String

            enum CodingKeys: String, CodingKey {
                case names = "Names"
                case host = "Host"
            }
        }

        /// A path for a socket in the temporary directory, short enough for `sockaddr_un`.
        private func socketPath() -> String {
            FileManager.default.temporaryDirectory.appendingPathComponent("rc-\(UUID().uuidString.prefix(8)).sock").path
        }

        @Test func `a host override sends a name's requests to the address given, under the name`() async throws {
            let server = try await TestServer.start()
            defer { server.stop() }
            let name = "api.restchain.test"
            let transport = CurlTransport(
                configuration: .init(hostOverrides: [.init(host: name, port: server.port, address: "127.0.0.1")]))
            let api = try RESTClient(baseURL: "http://\(name):\(server.port)", transport: transport)
            let echo = try await withWatchdog(seconds: 60) { try await api.get("echo/named").json() }
            #expect(echo["headers"]?["host"] == .string("\(name):\(server.port)"))
            #expect(try await server.stats(path: "/echo/named").count == 1)
        }

        @Test func `a Unix socket carries the requests, with the URL's host and path`() async throws {
            let path = socketPath()
            let server = try await TestServer.start(arguments: ["--unix", path])
            defer {
                server.stop()
                try? FileManager.default.removeItem(atPath: path)
            }
            let docker = try RESTClient(
                baseURL: "http://docker", transport: CurlTransport(configuration: .init(unixSocketPath: path)))
            let containers = try await withWatchdog(seconds: 60) {
                try await docker.get("v1.43/containers/json").decode(type: [Container].self)
            }
            #expect(containers.map(\.names) == [["/boring_feynman"]] && containers.map(\.host) == ["docker"])
        }

        @Test func `a Unix socket nobody listens on fails as a refused connection`() async throws {
            let api = try RESTClient(
                baseURL: "http://docker", transport: CurlTransport(configuration: .init(unixSocketPath: socketPath())))
            _ = await withWatchdog(seconds: 60) {
                await #expect {
                    _ = try await api.get("v1.43/containers/json").data()
                } throws: { error in
                    guard case .transport(let failure) = error as? RESTError else { return false }
                    return failure.code == .cannotConnectToHost
                }
            }
        }
    }
#endif
