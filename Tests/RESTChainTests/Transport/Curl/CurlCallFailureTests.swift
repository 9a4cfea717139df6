// Every libcurl call the event loop makes is checked: a failure reaches its caller as a one-line error, never a hang.
#if os(Linux)
    import Foundation
    @_spi(Testing) import RESTChain
    import TestSupport
    import Testing

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    @Suite(.timeLimit(.minutes(1)))
    struct CurlCallFailureTests {
        @Test(arguments: [
            (CurlTransport.LibraryCall.setOption, "curl_easy_setopt"),
            (.addHandle, "curl_multi_add_handle"),
            (.perform, "curl_multi_perform"),
            (.poll, "curl_multi_poll"),
        ])
        func `a libcurl call that fails ends the request with an error naming it, and the next one succeeds`(
            call: CurlTransport.LibraryCall, function: String
        ) async throws {
            let server = try await TestServer.start()
            defer { server.stop() }
            let transport = CurlTransport()
            let api = try RESTClient(baseURL: server.baseURL, transport: transport)
            // Setting up and adding fail for the next request; driving and waiting fail for one in flight.
            let drivesAll = call == .perform || call == .poll
            if !drivesAll { transport.failNext(call) }
            let request = Task { try await api.get(drivesAll ? "delay/3000/fails" : "json/users/1").data() }
            if drivesAll {
                #expect(try await eventually { try await server.stats(path: "/delay/3000/fails").inFlight == 1 })
                transport.failNext(call)
            }
            await #expect {
                _ = try await request.value
            } throws: { error in
                guard case .transport(let failure) = error as? RESTError else { return false }
                let text = "\(error)"
                return failure.code == .cannotLoadFromNetwork && text.contains(function)
                    && text.contains(server.baseURL) && !text.contains("\n")
            }
            #expect(try await eventually { transport.transfersInFlight == 0 })
            #expect(try await api.get("json/users/2").json()["id"] == 2)
        }

        @Test func `a refused resumption of a paused body ends the body with an error naming curl_easy_pause`()
            async throws
        {
            let server = try await TestServer.start()
            defer { server.stop() }
            let transport = CurlTransport()
            let api = try RESTClient(baseURL: server.baseURL, transport: transport)
            let bytes = try await api.get("fault/huge-body").query(key: "bytes", value: "\(64 << 20)").bytes()
            // The reader waits until the transfer has paused for it, then asks it to go on: the resumption fails.
            try await Task.sleep(for: .milliseconds(300))
            transport.failNext(.pause)
            await #expect {
                for try await _ in bytes {}
            } throws: { error in
                "\(error)".contains("curl_easy_pause") && !"\(error)".contains("\n")
            }
            #expect(try await eventually { transport.transfersInFlight == 0 })
        }
    }
#endif
