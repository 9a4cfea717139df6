// InstructionCount: runs one path N times, for Scripts/instructions.sh to count under callgrind.
//
// `InstructionCount <path> <count>`; the script runs each path twice with different counts, so the difference
// divided by the difference of the counts is the cost of one request, without the process's start-up.
// `InstructionCount serve` starts the nginx the `wire-*` paths GET from (see below).
import BenchmarkBodies
import Foundation
import NginxServer
import RESTChain

let arguments = CommandLine.arguments
// `InstructionCount serve`: nginx serving the users until standard input closes; prints its URL first.
if arguments.count == 2, arguments[1] == "serve" {
    do {
        let server = try NginxServer(serving: ["users": Bodies.users])
        FileHandle.standardOutput.write(Data("\(server.baseURL)\n".utf8))
        while readLine() != nil {}
        server.stop()
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("InstructionCount serve: \(error)\n".utf8))
        exit(1)
    }
}
guard arguments.count == 3, let path = Path(rawValue: arguments[1]), let count = Int(arguments[2]), count >= 0 else {
    let paths = Path.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: InstructionCount \(paths) COUNT\n".utf8))
    exit(2)
}
// No top-level `await` (an async main parks the main thread in dispatch_main, which valgrind cannot run), and a
// detached task: top-level code is on the main actor, whose thread waits below.
Task.detached {
    do {
        try await path.run(count: count)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("InstructionCount \(path.rawValue): \(error)\n".utf8))
        exit(1)
    }
}
DispatchSemaphore(value: 0).wait()
