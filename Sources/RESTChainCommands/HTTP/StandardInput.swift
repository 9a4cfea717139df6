// StandardInput: what is piped into restchain, read as a request body the way HTTPie and xh read it.
import Foundation

/// Standard input as a source of a request body.
///
/// A pipe, a socket or a redirected file is a body; a terminal and a character device such as `/dev/null` are
/// not, so `cron` jobs and scripts with no input send nothing. Whether a pipe holds anything is learnt without
/// waiting for its end, so a command given request items never hangs on an input nobody writes to.
struct StandardInput: Sendable {
    /// What the descriptor is connected to.
    enum Source: Sendable, Equatable {
        /// A terminal, `/dev/null` or nothing: never a body.
        case none
        /// A redirected file of this many bytes.
        case file(size: Int)
        /// A pipe or a socket, whose length is known only at its end.
        case stream
    }

    /// The descriptor read, 0 for the process's standard input.
    let descriptor: Int32
    /// What it is connected to.
    let source: Source

    /// Standard input of this process, or `descriptor`.
    init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            source = .none
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: source = .file(size: Int(info.st_size))
        case S_IFIFO, S_IFSOCK: source = .stream
        default: source = .none
        }
    }

    /// Whether there may be a body to read.
    var mayHoldBody: Bool { source != .none }

    /// Everything up to the end of input; empty for ``Source/none``.
    ///
    /// - Throws: `CommandFailure` when reading fails.
    func readAll() throws(CommandFailure) -> Data {
        try read(upTo: .max)
    }

    /// The next bytes of input, up to `limit`: fewer only at the end of input; empty for ``Source/none``.
    ///
    /// - Throws: `CommandFailure` when reading fails.
    func read(upTo limit: Int) throws(CommandFailure) -> Data {
        var data = Data()
        while data.count < limit {
            let chunk = try readSome(upTo: min(64 << 10, limit - data.count))
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        return data
    }

    /// What one read of input gives, up to `limit` bytes: as soon as any arrive, so a slow pipe's bytes go on at
    /// once; empty at the end of input, or for ``Source/none``.
    ///
    /// - Throws: `CommandFailure` when reading fails.
    func readSome(upTo limit: Int = 64 << 10) throws(CommandFailure) -> Data {
        guard mayHoldBody else { return Data() }
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR {
                throw CommandFailure("cannot read standard input: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// The bytes a redirected file holds past the point read so far; `nil` for a pipe, whose length is unknown.
    var remainingFileBytes: Int64? {
        guard case .file(let size) = source else { return nil }
        let offset = lseek(descriptor, 0, SEEK_CUR)
        return offset < 0 ? nil : max(0, Int64(size) - Int64(offset))
    }

    /// Whether input holds at least one byte: `false` for an empty file or a pipe that ends at once, `nil` for a
    /// pipe still open and silent after `patience`. A byte read from a pipe to find out is consumed.
    func holdsData(patience: Duration = .milliseconds(250)) -> Bool? {
        switch source {
        case .none: return false
        case .file(let size): return size > 0
        case .stream:
            let milliseconds = Int32(
                patience.components.seconds * 1000 + patience.components.attoseconds / 1_000_000_000_000_000)
            var descriptorSet = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var ready: Int32
            repeat { ready = poll(&descriptorSet, 1, milliseconds) } while ready < 0 && errno == EINTR
            guard ready > 0 else { return nil }
            var byte: UInt8 = 0
            var count: Int
            repeat { count = Foundation.read(descriptor, &byte, 1) } while count < 0 && errno == EINTR
            return count > 0
        }
    }
}
