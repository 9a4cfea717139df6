// CurlResponseHead: a response's status and header fields, built from the lines libcurl hands over.
#if canImport(CCurl)
    import Foundation

    /// The head of the final response of one exchange, fed one header line at a time.
    ///
    /// libcurl passes every line of every response head of the exchange, the status line and the blank line that
    /// ends the block included: interim `1xx` heads are dropped when the next status line starts; lines after the
    /// final head (chunked trailers) are ignored.
    struct CurlResponseHead: Sendable {
        /// The final status code, once a status line has been read.
        private(set) var statusCode: Int?
        /// The header fields; a repeated name keeps every value, joined by `, `.
        private(set) var headers = HTTPHeaders()
        /// Whether the blank line ending a final (non-`1xx`) head has been read.
        private(set) var isComplete = false

        /// The `Content-Length` announced, when there is a valid one (values are stored trimmed).
        var contentLength: Int? { headers["Content-Length"].flatMap { Int($0) } }

        /// Whether libcurl decodes a body in `coding` (a `Content-Encoding` value, maybe a list).
        func decodesAs(_ coding: String) -> Bool {
            let known = CurlLibrary.features?.encodings ?? []
            return coding.split(separator: ",").allSatisfy { name in
                let name = name.trimmingCharacters(in: .whitespaces).lowercased()
                return name == "identity" || known.contains(name)
            }
        }

        /// Takes one line, its line ending included. Returns `true` when this line completed the final head.
        ///
        /// Works on the bytes: a line is cut at its first colon and each side trimmed of spaces and tabs (HTTP's
        /// optional whitespace) before it becomes text.
        mutating func take(line bytes: UnsafeRawBufferPointer) -> Bool {
            if isComplete { return false }
            var end = bytes.count
            while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            let line = bytes[..<end]
            if line.starts(with: "HTTP/".utf8) {
                statusCode = Self.status(in: Substring(Self.text(of: line)))
                headers = HTTPHeaders()
            } else if line.isEmpty {
                guard let statusCode, !(100..<200).contains(statusCode) else { return false }
                isComplete = true
                return true
            } else if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
                let name = Self.text(of: line[..<colon])
                let value = Self.text(of: line[(colon + 1)...])
                headers[name] = headers[name].map { "\($0), \(value)" } ?? value
            }
            return false
        }

        /// `bytes` as text (invalid UTF-8 repaired), without the spaces and tabs around it.
        private static func text(of bytes: Slice<UnsafeRawBufferPointer>) -> String {
            let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            var start = bytes.startIndex
            var end = bytes.endIndex
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }

        /// The code of a status line such as `HTTP/1.1 200 OK` or `HTTP/2 204`.
        private static func status(in line: Substring) -> Int? {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard parts.count >= 2, parts[1].count == 3 else { return nil }
            return Int(parts[1])
        }
    }
#endif
