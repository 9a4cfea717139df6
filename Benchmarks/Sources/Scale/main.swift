// Scale: how RESTChain's cost grows with the work (#48) — throughput from 1 to 1 024 GETs in flight, 10 000 live
// event streams on one CurlTransport, small GETs beside a download whose disk is stalled, and the memory paused
// HTTP/2 streams hold.
//
//   Scale [throughput] [events] [stall] [paused]   the workloads named (all by default), full size
//   Scale --smoke                                   a short run of each, every answer checked (CI)
//   Scale events --streams N --seconds S            the event streams at another size
//   Scale event-server                              the event server: the child process `events` starts
//   Scale paused-child N h2|h1 URL CERTIFICATE      N paused streams, printing the rise of resident memory
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "event-server" { EventServer.serve() }
do {
    if arguments.first == "paused-child", arguments.count == 5, let streams = Int(arguments[1]) {
        try await PausedStreams.child(
            streams: streams, http2: arguments[2] == "h2", url: arguments[3], certificate: arguments[4])
        exit(0)
    }
    let smoke = arguments.contains("--smoke")
    let named = Set(arguments.filter { !$0.hasPrefix("--") && Int($0) == nil })
    let runs = { (workload: String) in named.isEmpty || named.contains(workload) }
    let option = { (name: String, default: Int) in
        arguments.firstIndex(of: name).flatMap { Int(arguments[min($0 + 1, arguments.count - 1)]) } ?? `default`
    }
    print("# RESTChain at scale\(smoke ? " (smoke: answers checked, figures meaningless)" : "")")
    if runs("throughput") { try await Throughput(smoke: smoke).run() }
    if runs("events") {
        try await EventStreams(
            streams: option("--streams", smoke ? 200 : 10_000), seconds: option("--seconds", smoke ? 3 : 30)
        ).run()
    }
    if runs("stall") { try await DiskStall(smoke: smoke).run() }
    if runs("paused") { try await PausedStreams(smoke: smoke).run() }
} catch {
    FileHandle.standardError.write(Data("Scale: \(error)\n".utf8))
    exit(1)
}
