// BigBodies: 1 GiB downloads and uploads, a slow consumer, Server-Sent Events and progress, against their goals (#35).
//
//   BigBodies [--size MiB] [--rounds N]   every workload over each transport, each run in a process of its own
//   BigBodies --downloads [--size MiB] [--rounds N]   downloads only (curl -o and each transport), 11 rounds unless
//                                         told: a steadier download ratio, with each round's ratio
//   BigBodies --smoke                     CI's pass: 64 MiB, one round, answers and the slow-reader bound checked
//   BigBodies child WORKLOAD TRANSPORT URL [FILE]   one run in this process (TRANSPORT: curl or urlsession),
//                                                   printing "seconds rss-rise-KiB count"
import BenchmarkSupport
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == "child", arguments.count >= 4, let transport = TransportChoice(rawValue: arguments[2]) {
        let file = arguments.count > 4 ? arguments[4] : ""
        print(try await Workload.run(arguments[1], over: transport, url: arguments[3], file: file).line)
        exit(0)
    }
    let smoke = arguments.contains("--smoke")
    let defaultSize = smoke ? 64 : 1024
    let size = (arguments.firstIndex(of: "--size").map { Int(arguments[$0 + 1]) ?? defaultSize } ?? defaultSize) << 20
    let downloadsOnly = arguments.contains("--downloads")
    let defaultRounds = smoke ? 1 : downloadsOnly ? 11 : 3
    let rounds = arguments.firstIndex(of: "--rounds").map { Int(arguments[$0 + 1]) ?? 3 } ?? defaultRounds
    try await Harness(size: size, rounds: max(1, rounds), smoke: smoke, downloadsOnly: downloadsOnly).run()
} catch {
    FileHandle.standardError.write(Data("BigBodies: \(error)\n".utf8))
    exit(1)
}
