// CurlResponseHead: a response's status and header fields, built from the lines libcurl hands over.
#if os(Linux) && canImport(CCurl)
    import Foundation

    /// The head of the final response of one exchange, fed one header line at a time.
    ///
    /// libcurl passes every line of every response head of the exchange, the status line and the blank line that
    /// ends the block included: interim `1xx` heads are dropped when the next status line starts; lines after the
    /// final head (chunked trailers) are ignored.
    struct CurlResponseHead: Sendable {
        /// The final status code, once a status line has been read.
        private(set) var statusCode: Int?
        /// The header fields; a repeated name keeps every value, joined by `, `, empty values left out (RFC 9110 §5.3).
        private(set) var headers = HTTPHeaders()
        /// Whether the blank line ending a final (non-`1xx`) head has been read.
        private(set) var isComplete = false
        /// Whether the last line taken was a `Content-Encoding` field: the coding to decode may have changed.
        private(set) var tookContentEncoding = false

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

        /// Forgets a completed head, so the next status line starts another: libcurl answers a Digest challenge
        /// by sending the request again on its own, and only that answer is the exchange's.
        mutating func restart() {
            statusCode = nil
            headers = HTTPHeaders()
            isComplete = false
        }

        /// Takes one line, its line ending included. Returns `true` when this line completed the final head.
        ///
        /// Works on the bytes: a line is cut at its first colon and each side trimmed of spaces and tabs (HTTP's
        /// optional whitespace) before it becomes text; a name seen before gets the new value after a `, `.
        mutating func take(line bytes: UnsafeRawBufferPointer) -> Bool {
            tookContentEncoding = false
            if isComplete { return false }
            var end = bytes.count
            while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            if end == 0 {
                guard let statusCode, !(100..<200).contains(statusCode) else { return false }
                isComplete = true
                return true
            }
            if Self.isStatusLine(bytes, end: end) {
                statusCode = Self.status(in: bytes, end: end)
                headers = HTTPHeaders()
                headers.reserveCapacity(Self.expectedFields)
                return false
            }
            var colon = 0
            while colon < end, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
            guard colon < end else { return false }
            let name = Self.text(of: bytes, from: 0, to: colon)
            let value = Self.text(of: bytes, from: colon + 1, to: end)
            if let earlier = headers[name] {
                // An empty line of a list adds no element: joining it would leave a value ending in ", ".
                if !value.isEmpty { headers[name] = earlier.isEmpty ? value : earlier + ", " + value }
            } else {
                headers.append(HTTPHeaders.Field(name: name, value: value))
            }
            tookContentEncoding = HTTPHeaders.sameName(name, "Content-Encoding")
            return false
        }

        /// Room for the fields of a typical head, so that building it grows its storage at most rarely.
        private static let expectedFields = 12

        /// Whether the line ending at `end` starts like a status line (`HTTP/`).
        private static func isStatusLine(_ bytes: UnsafeRawBufferPointer, end: Int) -> Bool {
            end >= 5 && bytes[0] == UInt8(ascii: "H") && bytes[1] == UInt8(ascii: "T") && bytes[2] == UInt8(ascii: "T")
                && bytes[3] == UInt8(ascii: "P") && bytes[4] == UInt8(ascii: "/")
        }

        /// Whether `byte` is a space or a tab, the blanks HTTP allows around a value.
        private static func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        }

        /// `bytes[start..<end]` as text (invalid UTF-8 repaired), without the spaces and tabs around it.
        private static func text(of bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> String {
            var start = start
            var end = end
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }

        /// The code of a status line ending at `end`, such as `HTTP/1.1 200 OK` or `HTTP/2 204`: the second word, when
        /// it is three digits.
        private static func status(in bytes: UnsafeRawBufferPointer, end: Int) -> Int? {
            var end = end
            while end > 0, isBlank(bytes[end - 1]) { end -= 1 }
            var index = 0
            while index < end, bytes[index] != UInt8(ascii: " ") { index += 1 }
            while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
            guard index + 3 <= end, index + 3 == end || bytes[index + 3] == UInt8(ascii: " ") else { return nil }
            var code = 0
            for digit in bytes[index..<index + 3] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
                code = code * 10 + Int(digit - UInt8(ascii: "0"))
            }
            return code
        }
    }
#endif
