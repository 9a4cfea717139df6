// ANSI: the few terminal colours restchain uses, applied only when colour is on.

/// Terminal colours, applied only when `enabled`.
enum ANSI: String, Sendable {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case magenta = "35"
    case cyan = "36"

    /// `text` in this colour when `enabled`, else `text` as it is.
    func paint(_ text: String, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }
}
