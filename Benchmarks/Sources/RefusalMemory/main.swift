// RefusalMemory: peak resident memory while the default client refuses a 1 GiB body (#16).
//
//   RefusalMemory                    five rounds of each body, each in a process of its own
//   RefusalMemory --smoke            one round of each, every answer and the memory bound checked (CI)
//   RefusalMemory refuse URL PATH    one refusal in this process, printing its figures (run by the two above)
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == "refuse", arguments.count == 3 {
        print(try await Refusal.measure(baseURL: arguments[1], path: arguments[2]).line)
        exit(0)
    }
    let smoke = arguments.contains("--smoke")
    let server = try StreamingServer()
    print("# RESTChain: refusing a 1 GiB body with the default 64 MiB limit\(smoke ? " (smoke)" : "")\n")
    print(Refusal.header)
    for body in RefusedBody.allCases {
        for _ in 0..<(smoke ? 1 : 5) {
            let before = server.bytesSent(path: body.path)
            let figures = try Refusal.measureInChild(baseURL: server.baseURL, path: body.path)
            server.waitUntilIdle()
            let sent = server.bytesSent(path: body.path) - before
            print(figures.row(body: body, serverSent: sent))
            try figures.verify(serverSent: sent)
        }
    }
    print("\n\(Refusal.footnote)")
} catch {
    FileHandle.standardError.write(Data("RefusalMemory: \(error)\n".utf8))
    exit(1)
}
