// FuzzingSurface+ResponseHead: the head CurlTransport builds from the header lines libcurl hands over.
#if os(Linux) && canImport(CCurl)
    import Foundation

    extension FuzzingSurface {
        /// What the head parser made of the lines it took.
        @_spi(Fuzzing) public struct ResponseHead: Sendable, Hashable {
            /// The final status code, once a status line was read.
            public let statusCode: Int?
            /// The header fields of the final head.
            public let headers: HTTPHeaders
            /// Whether a blank line ended a final (non-`1xx`) head.
            public let isComplete: Bool
            /// The `Content-Length` the head announced, when valid.
            public let contentLength: Int?
            /// The indexes of the lines whose `take` said they completed the head: one at most.
            public let completions: [Int]
        }

        /// The head `lines` make, each fed as libcurl feeds one header line (its line ending included).
        @_spi(Fuzzing) public static func responseHead(of lines: [Data]) -> ResponseHead {
            var head = CurlResponseHead()
            var completions: [Int] = []
            for (index, line) in lines.enumerated() where line.withUnsafeBytes({ head.take(line: $0) }) {
                completions.append(index)
            }
            return ResponseHead(
                statusCode: head.statusCode, headers: head.headers, isComplete: head.isComplete,
                contentLength: head.contentLength, completions: completions)
        }
    }
#endif
