// HTMLText: WordPress's rendered HTML as plain text for a table cell.

/// Plain text from rendered HTML: tags dropped, the common entities decoded, whitespace collapsed.
enum HTMLText {
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "hellip": "…", "ndash": "–",
        "mdash": "—", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
    ]

    /// `html` as plain text.
    static func plain(_ html: String) -> String {
        var text = ""
        var inTag = false
        var entity: String?
        for character in html {
            if var name = entity {
                if character == ";" {
                    text += decode(name)
                    entity = nil
                } else if name.count < 10, character.isLetter || character.isNumber || character == "#" {
                    name.append(character)
                    entity = name
                } else {
                    text += "&" + name + String(character)
                    entity = nil
                }
                continue
            }
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            case "&" where !inTag: entity = ""
            default: if !inTag { text.append(character) }
            }
        }
        if let entity { text += "&" + entity }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func decode(_ name: String) -> String {
        if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16),
            let scalar = Unicode.Scalar(code)
        {
            return String(Character(scalar))
        }
        if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
            return String(Character(scalar))
        }
        return named[name] ?? "&\(name);"
    }
}
