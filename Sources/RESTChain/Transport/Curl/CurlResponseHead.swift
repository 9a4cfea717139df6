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

        /// The `Content-Length` announced, when there is a valid one.
        var contentLength: Int? {
            headers["Content-Length"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }

        /// Whether libcurl decodes a body in `coding` (a `Content-Encoding` value, maybe a list).
        func decodesAs(_ coding: String) -> Bool {
            let known = CurlLibrary.features?.encodings ?? []
            return coding.split(separator: ",").allSatisfy { name in
                let name = name.trimmingCharacters(in: .whitespaces).lowercased()
                return name == "identity" || known.contains(name)
            }
        }

        /// Takes one line, its line ending included. Returns `true` when this line completed the final head.
        mutating func take(line bytes: UnsafeRawBufferPointer) -> Bool {
            if isComplete { return false }
            var end = bytes.count
            // Bytes, not characters: `\r\n` is one `Character`.
            while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            let line = Substring(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
            if line.hasPrefix("HTTP/") {
                statusCode = Self.status(in: line)
                headers = HTTPHeaders()
            } else if line.isEmpty {
                guard let statusCode, !(100..<200).contains(statusCode) else { return false }
                isComplete = true
                return true
            } else if let colon = line.firstIndex(of: ":") {
                let name = String(line[..<colon].trimmingCharacters(in: .whitespaces))
                let value = String(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
                headers[name] = headers[name].map { "\($0), \(value)" } ?? value
            }
            return false
        }

        /// The code of a status line such as `HTTP/1.1 200 OK` or `HTTP/2 204`.
        private static func status(in line: Substring) -> Int? {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard parts.count >= 2, parts[1].count == 3 else { return nil }
            return Int(parts[1])
        }
    }
#endif
