// ResponseHeadCheck: the head CurlTransport builds from libcurl's header lines, and what it must never do.
import Foundation
@_spi(Fuzzing) import RESTChain

/// Feeds the input's lines to the head parser: at most one line completes it, a complete head has a final
/// status, fields are trimmed and named once, and nothing after the blank line changes the head.
enum ResponseHeadCheck {
    static func check(_ data: Data) throws(Finding) {
        #if os(Linux)
            let lines = Chunking.lines(data)
            let head = FuzzingSurface.responseHead(of: lines)
            try require(head.completions.count <= 1, "the head completed at lines \(head.completions)")
            try require(head.isComplete == !head.completions.isEmpty, "isComplete disagrees with the lines taken")
            if let status = head.statusCode {
                try require((0...999).contains(status), "status \(status) is not three digits")
            }
            if head.isComplete {
                try require(
                    head.statusCode.map { !(100..<200).contains($0) } == true, "complete without a final status")
            }
            var names = Set<String>()
            for field in head.headers {
                try require(!field.name.contains(":"), "field name \(quoted(field.name)) holds a colon")
                try require(trimmed(field.name) && trimmed(field.value), "field \(quoted(field.name)) is not trimmed")
                try require(names.insert(asciiLowercased(field.name)).inserted, "\(quoted(field.name)) named twice")
            }
            if let last = head.completions.first {
                let prefix = FuzzingSurface.responseHead(of: Array(lines[...last]))
                try require(prefix.headers == head.headers, "lines after the head changed its fields")
                try require(prefix.statusCode == head.statusCode, "lines after the head changed its status")
            }
        #endif
    }

    private static func trimmed(_ text: String) -> Bool {
        let blanks: Set<Unicode.Scalar> = [" ", "\t"]
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        return !blanks.contains(first) && !blanks.contains(last)
    }

    private static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
