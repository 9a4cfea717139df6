// ChildServer: this benchmark run again as a server in a process of its own, spoken to through its standard streams.
import Foundation

/// A child process of this executable (`Scale ARGUMENTS…`): its memory and CPU are not the measured client's.
/// It is told things on its standard input and answers in lines on its standard output; closing its input ends it.
final class ChildServer {
    private let process: Process
    private let input: FileHandle
    private let output: Int32

    init(arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        self.process = process
        self.input = input.fileHandleForWriting
        self.output = output.fileHandleForReading.fileDescriptor
    }

    /// The next line the server prints, without its newline; blocks until it comes (the server answers at once).
    func line() throws -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(output, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        throw Failure(description: "the server \(process.arguments?.first ?? "") ended before answering")
    }

    /// Writes `text` to the server's standard input.
    func send(_ text: String) throws { try input.write(contentsOf: Data(text.utf8)) }

    /// Ends the server: its input closes, and it is killed if it is still running.
    func stop() {
        try? input.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
