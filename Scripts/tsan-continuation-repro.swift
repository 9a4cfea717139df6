// A toolchain ThreadSanitizer false positive, in plain Swift: an `UnsafeContinuation` resumed from another thread
// before its task reaches the suspension point. The runtime orders that case with an atomic status word, but its
// fast path (resume first, then await) has no TSan annotation, so the next continuation that reuses the frame
// memory is reported as racing with the earlier `resume`. A `CheckedContinuation` resumes inside the runtime library,
// which TSan does not instrument, and is not reported. InFlightRegistry uses checked continuations for this reason.
//
//     swiftc -parse-as-library -swift-version 6 -sanitize=thread Scripts/tsan-continuation-repro.swift -o /tmp/repro
//     /tmp/repro unsafe    # prints one "WARNING: ThreadSanitizer: data race" (Swift 6.3.1, Linux, 2 cores)
//     /tmp/repro checked   # no report
@main
struct ContinuationRace {
    /// Keeps the continuation's body busy so the detached task usually resumes it first.
    static func busyWork() {
        var sum = 0
        for index in 0..<20_000 { sum &+= index }
        if sum == 1 { print(sum) }
    }

    static func main() async {
        let checked = CommandLine.arguments.dropFirst().first == "checked"
        var total = 0
        for round in 0..<3_000 {
            if checked {
                total &+= await withCheckedContinuation { continuation in
                    Task.detached { continuation.resume(returning: round) }
                    busyWork()
                }
            } else {
                total &+= await withUnsafeContinuation { continuation in
                    Task.detached { continuation.resume(returning: round) }
                    busyWork()
                }
            }
        }
        print(checked ? "checked" : "unsafe", total)
    }
}
