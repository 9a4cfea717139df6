// TransportProbe: a process of its own that sends requests over a chosen transport, for the tests that need one —
// a process exiting with transfers in flight or just finished, and proxy variables set for one process only.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

nonisolated(unsafe) var holdExitMilliseconds: UInt32 = 0

/// What the probe was asked to do, read from its arguments.
struct Invocation: Sendable {
    enum Action: String {
        /// One GET; prints `status <code> bytes <count>`, or `error <one line>` and exits 1.
        case get
        /// `count` GETs at once on a client a task owns, then `exit(0)` while they are in flight (after a pause in
        /// milliseconds).
        case exitInFlight
        /// `count` GETs at once, then `exit(0)` as soon as the last has returned.
        case exitFinished
        /// `count` GETs at once on a client of a function's own, then `exit(0)` as soon as the function has
        /// returned: the transport is released, and its event loop closes its connections while the process exits.
        case exitReleased
    }

    let action: Action
    let transportName: String
    let url: URL
    let count: Int
    let pause: Int
    let authorities: URL?

    static let usage = """
        usage: TransportProbe <get|exitInFlight|exitFinished|exitReleased> <curl|urlSession> <url> [count] \
        [pause ms] [CA file]
        """

    init?(_ arguments: [String]) {
        guard arguments.count >= 3, let action = Action(rawValue: arguments[0]),
            ["curl", "urlSession"].contains(arguments[1]), let url = URL(string: arguments[2])
        else { return nil }
        self.action = action
        transportName = arguments[1]
        self.url = url
        count = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
        pause = arguments.count > 4 ? Int(arguments[4]) ?? 0 : 0
        authorities = arguments.count > 5 ? URL(fileURLWithPath: arguments[5]) : nil
    }

    /// A client of its own on a new transport of the kind asked for.
    func makeClient() throws -> RESTClient {
        #if os(Linux)
            if transportName == "curl" {
                let transport = try CurlTransport(
                    serverTrust: ServerTrust(additionalCertificateAuthorities: authorities))
                return try RESTClient(baseURL: url.absoluteString, transport: transport)
            }
        #endif
        return try RESTClient(baseURL: url.absoluteString, transport: URLSessionTransport())
    }

    /// `count` GETs at once; returns when every one has.
    func fetchAll(on client: RESTClient) async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<count {
                group.addTask { _ = try? await client.get(url: url).data() }
            }
        }
    }
}

// Holds the exit open after every later-registered exit handler (OpenSSL's among them) has run, so work left on
// other threads meets a library already cleaned up, as it would on a busy machine.
if let hold = ProcessInfo.processInfo.environment["TRANSPORT_PROBE_HOLD_EXIT_MS"].flatMap(UInt32.init) {
    holdExitMilliseconds = hold
    atexit { usleep(holdExitMilliseconds * 1000) }
}

guard let invocation = Invocation(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((Invocation.usage + "\n").utf8))
    exit(2)
}

switch invocation.action {
case .get:
    do {
        let response = try await invocation.makeClient().get(url: invocation.url).response()
        print("status \(response.statusCode) bytes \(response.body.count)")
    } catch {
        print("error \(error)")
        exit(1)
    }
case .exitInFlight:
    // The client is the task's own: when the GETs end during the exit, it is released and its connections closed.
    Task { try await invocation.fetchAll(on: invocation.makeClient()) }
    try await Task.sleep(for: .milliseconds(invocation.pause))
    exit(0)
case .exitFinished:
    let client = try invocation.makeClient()
    await invocation.fetchAll(on: client)
    exit(0)
case .exitReleased:
    func fetch() async throws {
        try await invocation.fetchAll(on: invocation.makeClient())
    }
    try await fetch()
    exit(0)
}
