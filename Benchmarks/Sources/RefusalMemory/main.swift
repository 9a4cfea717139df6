// RefusalMemory: peak resident memory while a client refuses a 1 GiB body, over each transport (#16, #34).
//
//   RefusalMemory                    five rounds of each body, each in a process of its own
//   RefusalMemory --smoke            one round of each, every answer and the memory bound checked (CI)
//   RefusalMemory refuse TRANSPORT URL PATH   one refusal in this process over `curl` or `urlsession`, printing
//                                             its figures (run by the two above)
import BenchmarkSupport
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == "refuse", arguments.count == 4, let transport = TransportChoice(rawValue: arguments[1]) {
        print(try await Refusal.measure(over: transport, baseURL: arguments[2], path: arguments[3]).line)
        exit(0)
    }
    let smoke = arguments.contains("--smoke")
    let server = try StreamingServer()
    print("# RESTChain: refusing a 1 GiB body with the default 64 MiB limit\(smoke ? " (smoke)" : "")\n")
    print(Refusal.header)
    for body in RefusedBody.allCases {
        // The transports take turns within each round, so both meet the machine in the same state.
        for _ in 0..<(smoke ? 1 : 5) {
            for transport in TransportChoice.available {
                let before = server.bytesSent(path: body.path)
                let figures = try Refusal.measureInChild(over: transport, baseURL: server.baseURL, path: body.path)
                server.waitUntilIdle()
                let sent = server.bytesSent(path: body.path) - before
                print(figures.row(body: body, over: transport, serverSent: sent))
                try figures.verify(serverSent: sent, over: transport)
            }
        }
    }
    print("\n\(Refusal.footnote)")
} catch {
    FileHandle.standardError.write(Data("RefusalMemory: \(error)\n".utf8))
    exit(1)
}
