// BigBodies: 1 GiB downloads and uploads, a slow consumer, Server-Sent Events and progress, against their goals (#35).
//
//   BigBodies [--size MiB] [--rounds N]   every workload, each RESTChain run in a process of its own
//   BigBodies child WORKLOAD URL [FILE]   one run in this process, printing "seconds rss-rise-KiB count"
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == "child", arguments.count >= 3 {
        let file = arguments.count > 3 ? arguments[3] : ""
        print(try await Workload.run(arguments[1], url: arguments[2], file: file).line)
        exit(0)
    }
    let size = (arguments.firstIndex(of: "--size").map { Int(arguments[$0 + 1]) ?? 1024 } ?? 1024) << 20
    let rounds = arguments.firstIndex(of: "--rounds").map { Int(arguments[$0 + 1]) ?? 3 } ?? 3
    try await Harness(size: size, rounds: rounds).run()
} catch {
    FileHandle.standardError.write(Data("BigBodies: \(error)\n".utf8))
    exit(1)
}
