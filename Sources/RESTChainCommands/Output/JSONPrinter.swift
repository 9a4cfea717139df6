// JSONPrinter: re-indents JSON text, keeping its key order, with colours for keys, strings and literals.
import Foundation

/// Pretty-prints JSON text as it came, keys in the server's order, optionally coloured for a terminal.
enum JSONPrinter {
    /// `data` indented by two spaces per level, or `nil` when it is not JSON.
    static func pretty(_ data: Data, coloured: Bool) -> String? {
        guard (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil else { return nil }
        let bytes = [UInt8](data)
        var output = ""
        var containers: [UInt8] = []
        var previous: UInt8 = 0
        var index = 0
        func newline() { output += "\n" + String(repeating: "  ", count: containers.count) }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
                continue
            case UInt8(ascii: "\""):
                let end = endOfString(bytes, from: index)
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                let isKey = containers.last == UInt8(ascii: "{") && (previous == UInt8(ascii: "{") || previous == 44)
                output += (isKey ? ANSI.blue : ANSI.green).paint(text, enabled: coloured)
                index = end
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let next = firstSignificant(bytes, from: index + 1)
                if next < bytes.count, bytes[next] == close {
                    output += String(decoding: [byte, close], as: UTF8.self)
                    index = next + 1
                    previous = close
                    continue
                }
                output += String(decoding: [byte], as: UTF8.self)
                containers.append(byte)
                newline()
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                containers.removeLast()
                newline()
                output += String(decoding: [byte], as: UTF8.self)
                index += 1
            case UInt8(ascii: ","):
                output += ","
                newline()
                index += 1
            case UInt8(ascii: ":"):
                output += ": "
                index += 1
            default:
                var end = index
                while end < bytes.count, !",}] \t\r\n".utf8.contains(bytes[end]) { end += 1 }
                let literal = String(decoding: bytes[index..<end], as: UTF8.self)
                let colour: ANSI =
                    literal == "null" ? .dim : (literal == "true" || literal == "false" ? .yellow : .cyan)
                output += colour.paint(literal, enabled: coloured)
                index = end
            }
            previous = byte
        }
        return output + "\n"
    }

    /// The index just past the closing quote of the string starting at `start`.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return bytes.count
    }

    private static func firstSignificant(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, " \t\r\n".utf8.contains(bytes[index]) { index += 1 }
        return index
    }
}
