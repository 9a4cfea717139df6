// NginxServer.MappedAnswers: one path answered by a body chosen by a query argument's value, as files nginx maps to.
import Foundation

extension NginxServer {
    /// Answers to one path, each chosen by the value of one query argument: a bulk API's `/v2/items?ids=1,2,3`
    /// answered with those items, served by nginx from a file per value (an nginx `map` on `$arg_NAME`), so serving
    /// costs the client's machine next to nothing.
    ///
    /// The value is matched as sent, not percent-decoded (`1,2,3` and `1%2C2%2C3` are different values); a value no
    /// answer names gets ``unmatched``. The answers are written once, when nginx starts.
    public struct MappedAnswers: Sendable {
        /// The path answered, such as `v2/items` (no leading slash).
        public let path: String
        /// The query argument whose value picks the answer, such as `ids`.
        public let argument: String
        /// The body for each value of the argument.
        public let answers: [String: String]
        /// The body for any other value (or none).
        public let unmatched: String

        /// Answers to `path`, picked by `argument`'s value from `answers`, else `unmatched`.
        public init(path: String, argument: String, answers: [String: String], unmatched: String) {
            self.path = path
            self.argument = argument
            self.answers = answers
            self.unmatched = unmatched
        }

        /// The folder, under nginx's root, that holds the answers' files; only internal redirects reach it.
        static let folder = ".mapped"

        /// Writes each answer as `N.json` (and `unmatched.json`) under `root`, returning the `map` keys → file names.
        ///
        /// Each file is dated 2100, as ``NginxServer``'s other files are: its `Last-Modified` gives no heuristic
        /// freshness, so no answer is ever fresh for an HTTP cache.
        func write(under root: URL, modified: Date) throws -> [(key: String, file: String)] {
            let folder = root.appendingPathComponent(Self.folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let write = { (body: String, file: String) in
                let url = folder.appendingPathComponent(file)
                try Data(body.utf8).write(to: url)
                try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
            }
            try write(unmatched, "unmatched.json")
            return try answers.keys.sorted().enumerated().map { index, key in
                let file = "\(index).json"
                try write(answers[key, default: ""], file)
                return (key, file)
            }
        }

        /// The `http` block's `map` from the argument's value to the answer's file.
        static func map(argument: String, files: [(key: String, file: String)]) -> String {
            // A value is written as an nginx string in double quotes: escape what would end or break it.
            let quote = { (text: String) in
                "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    + "\""
            }
            let longest = files.map(\.key.utf8.count).max() ?? 0
            // Long keys (200 ids are ~1 200 bytes) need buckets that hold them; nginx rounds up to a power of two.
            let bucket = max(64, 1 << (Int.bitWidth - (longest + 64).leadingZeroBitCount))
            let entries = files.map { "        \(quote($0.key)) \($0.file);" }.joined(separator: "\n")
            return """
                map_hash_bucket_size \(bucket);
                    map_hash_max_size \(max(2048, files.count * 4));
                    map $arg_\(argument) $mapped_answer {
                        default unmatched.json;
                \(entries)
                    }
                """
        }

        /// The `server` block's locations: the path, after `delay` seconds if any, then the answer's file.
        func locations(delay: String?) -> String {
            let target = "/\(Self.folder)/$mapped_answer"
            let answer = delay.map { "echo_sleep \($0); echo_exec \(target);" } ?? "rewrite ^ \(target) last;"
            return "location = /\(path) { \(answer) }\n            location /\(Self.folder)/ { internal; }"
        }
    }
}
