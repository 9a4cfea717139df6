// Refusal: one refused 1 GiB body, its typed error checked and its memory measured in a process of its own.
import BenchmarkSupport
import Foundation
import RESTChain

/// The two ways a server can send a body too large for the limit.
enum RefusedBody: CaseIterable {
    /// `Content-Length: 1073741824`: the head alone is enough to refuse.
    case contentLength
    /// Chunked, no length: only counting the bytes as they arrive can refuse it.
    case chunked

    /// The 1 GiB route of ``StreamingServer``.
    var path: String { self == .contentLength ? "/length/\(Refusal.bodySize)" : "/chunked/\(Refusal.bodySize)" }
}

extension TransportChoice {
    /// How far above the resident memory before the request the peak may rise: the limit plus 2 MiB for
    /// libcurl, which refuses the piece that would pass the limit (#34); the limit plus 32 MiB for URLSession,
    /// which delivers pieces it cannot pause (#16).
    var bound: Int { Refusal.limit + (self == .curl ? 2 << 20 : 32 << 20) }
}

/// The figures of one refusal, in kilobytes and milliseconds.
struct Refusal {
    static let bodySize = 1 << 30
    static let limit = 64 << 20

    let baseline: Int
    let peak: Int
    let milliseconds: Int

    /// What the child prints for its parent.
    var line: String { "\(baseline) \(peak) \(milliseconds)" }

    /// In the child: warms the default client up with a small request, takes the resident memory, resets the
    /// peak, then asks for 1 GiB at `path` and checks that it ends in `.responseTooLarge` naming the default
    /// 64 MiB limit and the URL.
    static func measure(over transport: TransportChoice, baseURL: String, path: String) async throws -> Refusal {
        let api = try RESTClient(baseURL: baseURL, transport: transport.make())
        try check(try await api.get("length/1024").data().count == 1024, "the warm-up GET")
        let baseline = ResidentMemory.current()
        try check(baseline > 0, "no VmRSS in /proc/self/status: this benchmark measures Linux processes")
        ResidentMemory.resetPeak()
        let start = ContinuousClock.now
        let answer: Result<Data, RESTError>
        do {
            answer = .success(try await api.get(String(path.dropFirst())).data())
        } catch {
            answer = .failure(error)
        }
        switch answer {
        case .failure(.responseTooLarge(let limit, let url)):
            try check(limit == Self.limit, "\(path): refused with limit \(limit), not the default \(Self.limit)")
            try check(url?.path == path, "\(path): the error names \(url?.absoluteString ?? "no URL")")
        case .failure(let error):
            throw UnexpectedAnswer(description: "\(path): \(error), not responseTooLarge")
        case .success(let body):
            throw UnexpectedAnswer(description: "\(path): accepted \(body.count) bytes")
        }
        let elapsed = ContinuousClock.now - start
        let milliseconds = Int(
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        return Refusal(baseline: baseline, peak: ResidentMemory.peak(), milliseconds: milliseconds)
    }

    /// Runs ``measure(over:baseURL:path:)`` in a child process, so the peak is the client's alone.
    static func measureInChild(over transport: TransportChoice, baseURL: String, path: String) throws -> Refusal {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["refuse", transport.rawValue, baseURL, path]
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard child.terminationStatus == 0, fields.count == 3 else {
            throw UnexpectedAnswer(description: "\(path): the child failed (exit \(child.terminationStatus))")
        }
        return Refusal(baseline: fields[0], peak: fields[1], milliseconds: fields[2])
    }

    /// Fails unless the peak rose less than the transport's bound and the server stopped well before the whole
    /// body.
    func verify(serverSent: Int, over transport: TransportChoice) throws {
        try check(
            (peak - baseline) * 1024 <= transport.bound,
            "\(transport.name): peak − before, \(peak - baseline) kB, is over \(transport.bound >> 20) MiB")
        try check(serverSent < Self.bodySize / 4, "the server sent \(serverSent) bytes before the client hung up")
    }

    static let header = """
        | body | transport | server sent before the hang-up | RSS before | peak RSS during | peak − before | ÷ bound | time |
        |---|---|---:|---:|---:|---:|---:|---:|
        """

    static let footnote = """
        RSS before: after one warm-up request on the same client. Peak: VmHWM, reset just before the request. \
        Each row is a fresh process; the server (in the parent) writes from one 64 KiB buffer at the client's pace.
        """

    func row(body: RefusedBody, over transport: TransportChoice, serverSent: Int) -> String {
        let name = body == .contentLength ? "1 GiB, `Content-Length`" : "1 GiB, chunked"
        return "| \(name) | \(transport.name) | \(mebibytes(serverSent)) | \(mebibytes(baseline * 1024)) | "
            + "\(mebibytes(peak * 1024)) | \(mebibytes((peak - baseline) * 1024)) | "
            + "\(String(format: "%.2f", Double((peak - baseline) * 1024) / Double(transport.bound))) | "
            + "\(milliseconds) ms |"
    }

    private func mebibytes(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / Double(1 << 20)) }
}

/// A benchmark answer that was not the expected one.
struct UnexpectedAnswer: Error, CustomStringConvertible {
    let description: String
}

/// Throws ``UnexpectedAnswer`` saying `what` unless `condition` holds.
func check(_ condition: Bool, _ what: @autoclosure () -> String) throws {
    guard condition else { throw UnexpectedAnswer(description: what()) }
}
