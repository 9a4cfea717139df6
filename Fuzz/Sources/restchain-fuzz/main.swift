// restchain-fuzz: runs one fuzz target under libFuzzer, or, built without it, replays the files it is given.
import CFuzzDriver
import Foundation
import FuzzChecks

/// The target the libFuzzer callback runs: chosen once, before the driver starts.
enum Selected {
    nonisolated(unsafe) static var target: FuzzTarget?
}

/// libFuzzer's callback: a finding is a crash, so libFuzzer keeps the input that caused it.
private let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { bytes, count in
    guard let target = Selected.target else { return 0 }
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    do {
        try target.check(data)
    } catch {
        fatalError("\(target.name): \(error)")
    }
    return 0
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let target = FuzzTarget.named(arguments[1]) else {
    let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(
        Data("usage: restchain-fuzz <target> [libFuzzer flags] [corpus…]\ntargets: \(names)\n".utf8))
    exit(64)
}
Selected.target = target

if fuzz_driver_is_linked() != 0 {
    // libFuzzer reads argv[0] and its own flags: drop the target's name.
    let driverArguments = [arguments[0]] + arguments.dropFirst(2)
    var pointers = driverArguments.map { strdup($0) } + [nil]
    var count = CInt(driverArguments.count)
    let status = pointers.withUnsafeMutableBufferPointer { buffer in
        var base = buffer.baseAddress
        return fuzz_driver_run(&count, &base, callback)
    }
    exit(status)
} else {
    exit(Replay.run(target, paths: Array(arguments.dropFirst(2))))
}
