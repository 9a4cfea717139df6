// ExitRaceTests: a process that uses CurlTransport exits cleanly with transfers in flight or just finished — the
// OpenSSL atexit race (swift-corelibs-foundation #5469) never turns an exit into a crash.
#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    /// Child processes (`TransportProbe`) start GETs over `CurlTransport` and call `exit(0)`: while TLS bodies are
    /// being decrypted on the event loop's thread, or right after the last transfer returned. Every run must end
    /// by itself with status 0 within its time limit.
    ///
    /// `RESTCHAIN_EXIT_RUNS` raises the runs of each case (`Scripts/stress.sh` runs 200).
    @Suite(.serialized)
    struct ExitRaceTests {
        static let runs = ProcessInfo.processInfo.environment["RESTCHAIN_EXIT_RUNS"].flatMap(Int.init) ?? 12

        enum Case: String, CaseIterable, CustomTestStringConvertible {
            /// Eight 4 MB bodies over TLS, `exit(0)` 0–24 ms after they start.
            case tlsInFlight
            /// Eight small GETs over TLS, `exit(0)` as soon as they have all returned.
            case tlsFinished
            /// Eight small GETs over TLS on a client a function owns, `exit(0)` as soon as it has returned: the
            /// transport's event loop closes its TLS connections while the process exits.
            case tlsReleased
            /// Eight 4 MB bodies over plain HTTP, `exit(0)` while they arrive.
            case plainInFlight

            var testDescription: String { rawValue }

            func arguments(origin: String) -> [String] {
                switch self {
                case .tlsInFlight, .plainInFlight: ["exitInFlight", "curl", origin + "/bytes/4000000", "8"]
                case .tlsFinished: ["exitFinished", "curl", origin + "/json/users", "8"]
                case .tlsReleased: ["exitReleased", "curl", origin + "/json/users", "8"]
                }
            }
        }

        @Test(arguments: Case.allCases)
        func `a process exits cleanly with transfers in flight or just finished`(_ exitCase: Case) async throws {
            let certificate = try CurlTLSTests.Certificate.make()
            defer { try? FileManager.default.removeItem(at: certificate.directory) }
            let tls = exitCase != .plainInFlight
            let server = try await TestServer.start(
                arguments: tls ? ["--tls", certificate.certificate.path, certificate.key.path] : [])
            defer { server.stop() }
            let origin = "\(tls ? "https" : "http")://127.0.0.1:\(server.port)"
            var failures: [String] = []
            try await withWatchdog(seconds: 60 + Double(Self.runs) * 5) {
                for run in 0..<Self.runs {
                    let pause = String(run % 25)
                    // The probe's last exit handler waits 50 ms after OpenSSL's has run, so the event loop keeps
                    // reading, finishing and closing TLS connections after OpenSSL cleaned up.
                    let result = try await ProbeProcess.run(
                        exitCase.arguments(origin: origin) + [pause, certificate.certificate.path],
                        environment: ["TRANSPORT_PROBE_HOLD_EXIT_MS": "50"])
                    if !result.isClean { failures.append("run \(run): \(result)") }
                }
            }
            #expect(failures.isEmpty, "\(failures.count) of \(Self.runs) runs did not exit cleanly: \(failures)")
            print("exit race \(exitCase): \(Self.runs) runs, \(failures.count) not clean")
        }
    }
#endif
