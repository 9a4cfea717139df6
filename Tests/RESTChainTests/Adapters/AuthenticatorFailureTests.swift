// Authenticator's unhappy paths over real sockets, twenty callers each: a refresh that throws, one that hangs past
// the requests' deadline, and a new token the server refuses again.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct AuthenticatorFailureTests {
    struct Refused: Error, CustomStringConvertible { var description: String { "the identity provider said no" } }

    @Test(arguments: TransportKind.available)
    func `a refresh that throws fails all twenty requests with the same typed error before their deadline`(
        over kind: TransportKind
    ) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let refusals = RefusalCounter(opening: 20)
        let refreshes = RefreshCounter()
        let tokens = TokenStore(token: "t1") {
            await refreshes.start()
            try await refusals.allRefused.pass()
            throw Refused()
        }
        let loopback = try AuthenticatorLoopback(server, tokens, refusals, gathering: 20, over: kind)
        let errors = await AuthenticatorLoopback.callers { [api = loopback.api] index in
            do throws(RESTError) {
                _ = try await api.get("auth/failing").query(key: "n", value: "\(index)")
                    .query(key: "valid", value: "t2").timeout(120).data()
                return "no error"
            } catch {
                guard case .authentication(.refreshFailed(let refusal)) = error, refusal is Refused else {
                    return "wrong error: \(error)"
                }
                return "\(error)"
            }
        }
        #expect(
            errors
                == Array(
                    repeating: "Authentication failed: the credential's refresh failed: the identity provider said no",
                    count: 20))
        #expect(await refreshes.starts == 1)
        #expect(
            try await loopback.credentialsByCaller("/auth/failing")
                == AuthenticatorLoopback.twentyCallers(sending: ["Bearer t1"]))  // none was sent again
        #expect(refusals.replays == 0)
    }

    @Test(arguments: TransportKind.available)
    func `a refresh that hangs fails all twenty requests when their deadline ends`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let never = Gate()
        let refreshes = RefreshCounter()
        let tokens = TokenStore(token: "t1") {
            await refreshes.start()
            try await never.pass()
            return "t2"
        }
        let refusals = RefusalCounter(opening: 20)
        let loopback = try AuthenticatorLoopback(server, tokens, refusals, gathering: 20, over: kind)
        // The deadline is generous for twenty loopback exchanges (TSan included); the refresh never ends.
        let outcomes = await AuthenticatorLoopback.callers { [api = loopback.api] index in
            do throws(RESTError) {
                _ = try await api.get("auth/hanging").query(key: "n", value: "\(index)")
                    .query(key: "valid", value: "t2").timeout(4).data()
                return "no error"
            } catch {
                guard case .adaptation(let failure) = error, failure.adapter == "Authenticator",
                    (failure.underlying as? URLError)?.code == .timedOut
                else { return "wrong error: \(error)" }
                return "timed out waiting for the refresh"
            }
        }
        await never.open()
        #expect(outcomes == Array(repeating: "timed out waiting for the refresh", count: 20))
        #expect(await refreshes.starts == 1)
        #expect(
            try await loopback.credentialsByCaller("/auth/hanging")
                == AuthenticatorLoopback.twentyCallers(sending: ["Bearer t1"]))
        #expect(refusals.replays == 0)
    }

    @Test(arguments: TransportKind.available)
    func `a new token refused again fails each of twenty requests with its status after one replay`(
        over kind: TransportKind
    ) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let refusals = RefusalCounter(opening: 20)
        let tokens = TokenStore(token: "t1") {
            try await refusals.allRefused.pass()
            return "t2"
        }
        let loopback = try AuthenticatorLoopback(server, tokens, refusals, gathering: 20, over: kind)
        let outcomes = await AuthenticatorLoopback.callers { [api = loopback.api] index in
            do throws(RESTError) {
                _ = try await api.get("auth/again").query(key: "n", value: "\(index)")
                    .query(key: "valid", value: "t9").data()
                return "no error"
            } catch .httpStatus(let failure) {
                return "HTTP \(failure.statusCode) after \(failure.attempts) attempts"
            } catch {
                return "wrong error: \(error)"
            }
        }
        #expect(outcomes == Array(repeating: "HTTP 401 after 2 attempts", count: 20))
        #expect(await tokens.refreshCount == 1)
        #expect(
            try await loopback.credentialsByCaller("/auth/again")
                == AuthenticatorLoopback.twentyCallers(sending: ["Bearer t1", "Bearer t2"]))
        #expect(refusals.replays == 20)
    }
}
