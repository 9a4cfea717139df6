// OneLine: text made safe for a one-line message — control characters escaped, long text cut.
import Foundation

/// Makes text fit one line of a message.
enum OneLine {
    /// `text` with newlines, tabs and every other control character (NUL, DEL…) written as escapes.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` escaped and cut to `limit` characters, with an ellipsis when cut.
    static func excerpt(_ text: String, limit: Int = 200) -> String {
        let line = escaped(text)
        return line.count > limit ? String(line.prefix(limit)) + "…" : line
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
