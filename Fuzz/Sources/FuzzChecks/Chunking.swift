// Chunking: the ways a body can arrive, so a check can prove the answer does not depend on them.
import Foundation

enum Chunking {
    /// `data` as one chunk, as one-byte chunks, and cut in two at a few places (every place for a short body).
    static func ways(_ data: Data) -> [[Data]] {
        var ways = [[data], data.map { Data([$0]) }]
        let step = max(1, data.count / 16)
        for cut in stride(from: 1, to: data.count, by: step) {
            let index = data.startIndex + cut
            ways.append([data[..<index], data[index...]].map { Data($0) })
        }
        return ways
    }

    /// `data` cut after every LF, each piece keeping its LF: the header lines libcurl hands over one at a time.
    static func lines(_ data: Data) -> [Data] {
        var lines: [Data] = []
        var start = data.startIndex
        for index in data.indices where data[index] == 0x0A {
            lines.append(Data(data[start...index]))
            start = index + 1
        }
        if start < data.endIndex { lines.append(Data(data[start...])) }
        return lines
    }
}
