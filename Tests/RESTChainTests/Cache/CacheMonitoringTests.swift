// Cache events for monitors and the logger's line for a hit.
import Foundation
import Testing

@testable import RESTChain

struct CacheMonitoringTests {
    @Test func `monitors hear a hit, a stale answer and a revalidation, and nothing for a miss`() async throws {
        let log = EventLog()
        let origin = OriginStub(["Cache-Control": "max-age=60", "ETag": #""v1""#])
        let api = try origin.client().configured {
            $0.monitors = [
                ClosureMonitor { event in
                    if case .cache(_, let response) = event { log.append("\(response.cacheStatus)") }
                }
            ]
        }
        _ = try await api.get("users").data()
        _ = try await api.get("users").data()
        _ = try await api.get("users").cachePolicy(.noCache).data()
        _ = try await api.get("users").cachePolicy(.forceCache).data()
        #expect(log.lines == ["hit", "revalidated", "hit"])
    }

    @Test func `the logger shows a hit as answered from the cache`() async throws {
        let log = EventLog()
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let api = try origin.client().configured {
            $0.monitors = [LoggingMonitor(includesHeaders: false) { log.append($0) }]
        }
        _ = try await api.get("users").query(key: "access_token", value: "s3cr3t").data()
        _ = try await api.get("users").query(key: "access_token", value: "s3cr3t").data()
        #expect(log.lines.count == 2)
        #expect(log.lines.last?.hasSuffix("from cache (hit)") == true)
        #expect(log.lines.allSatisfy { !$0.contains("s3cr3t") })
    }

    @Test func `an only-if-cached miss is reported to monitors as a 504`() async throws {
        let log = EventLog()
        let api = try OriginStub([:]).client().configured {
            $0.monitors = [
                ClosureMonitor { event in
                    if case .cache(_, let response) = event { log.append("\(response.statusCode)") }
                }
            ]
        }
        _ = try? await api.get("users").cachePolicy(.onlyIfCached).data()
        #expect(log.lines == ["504"])
    }
}
