// PausedStreams: the memory a body's paused reader leaves libcurl holding, over HTTP/2 and over HTTP/1.1.
import BenchmarkSupport
import Foundation
import NginxServer
import RESTChain

/// Streams of a large body whose reader takes the first piece and then stops reading: ``CurlTransport`` pauses
/// the transfer, but over HTTP/2 the server may still send up to the stream's flow-control window, which libcurl
/// holds. Each count of streams runs in a child process of its own (`Scale paused-child`), which prints the rise
/// of its resident memory over the client before the streams, 2 s after the last one paused.
struct PausedStreams {
    let smoke: Bool

    func run() async throws {
        #if os(Linux)
            let certificate = try TestCertificate()
            defer { certificate.remove() }
            let nginx = try NginxServer(serving: ["tiny": "{}"], tls: certificate, http2: true)
            defer { nginx.stop() }
            let big = nginx.root.appendingPathComponent("big.bin")
            try DiskStall.makeSparse(big, size: 1 << 30)
            print("\n## Paused streams of a 1 GiB body over TLS from \(nginx.version): resident memory held\n")
            print("| protocol | streams | rise | a stream |")
            print("|---|---:|---:|---:|")
            for (name, http2) in [("HTTP/2", true), ("HTTP/1.1", false)] {
                for streams in smoke ? [1] : [1, 4, 16] {
                    let child = try ChildServer(arguments: [
                        "paused-child", "\(streams)", http2 ? "h2" : "h1", nginx.baseURL, certificate.certificate.path,
                    ])
                    defer { child.stop() }
                    let line = try child.line()
                    guard let rise = Int(line) else { throw Failure(description: "paused-child: \(line)") }
                    let each = Double(rise) / 1024 / Double(streams)
                    print(
                        "| \(name) | \(streams) | \(String(format: "%.1f MiB", Double(rise) / 1024)) | \(String(format: "%.1f MiB", each)) |"
                    )
                }
            }
        #else
            print("\n# Paused streams: CurlTransport is Linux's; not measured here")
        #endif
    }

    /// In the child: opens `streams` streams of `big.bin`, reads one piece of each, waits and prints the rise of
    /// resident memory in KiB.
    static func child(streams: Int, http2: Bool, url: String, certificate: String) async throws {
        #if os(Linux)
            let trust = ServerTrust(additionalCertificateAuthorities: URL(fileURLWithPath: certificate))
            let transport = try CurlTransport(configuration: .init(offersHTTP2: http2), serverTrust: trust)
            let client = try RESTClient(baseURL: url, transport: transport)
            _ = try await client.get("tiny").data()
            let before = ResidentMemory.current()
            var readers: [AsyncChunkSequence.Iterator] = []
            for stream in 0..<streams {
                var reader = try await client.get("big.bin").query(key: "n", value: "\(stream)").bytes()
                    .makeAsyncIterator()
                try check(try await reader.next() != nil, "stream \(stream) had no body")
                readers.append(reader)
            }
            try await Task.sleep(for: .seconds(2))
            FileHandle.standardOutput.write(Data("\(ResidentMemory.current() - before)\n".utf8))
            withExtendedLifetime(readers) {}
        #endif
    }
}
