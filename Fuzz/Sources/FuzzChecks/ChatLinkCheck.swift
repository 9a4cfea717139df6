// ChatLinkCheck: GW2 chat links a player pastes, decoded, encoded and decoded again to the same link.
import Foundation
import GuildWars2API

/// Reads the input as a chat link: a link read writes as text that reads back to the same link, and writing
/// that again gives the same text.
enum ChatLinkCheck {
    static func check(_ data: Data) throws(Finding) {
        let value = text(data)
        guard let link = try? GuildWars2.ChatLink(value) else { return }
        let written = link.text
        do {
            let again = try GuildWars2.ChatLink(written)
            try require(again == link, "\(quoted(value)) writes as \(quoted(written)), which reads as \(again)")
            try require(again.text == written, "\(quoted(written)) writes as \(quoted(again.text))")
        } catch let finding as Finding {
            throw finding
        } catch {
            throw Finding("\(quoted(value)) writes as \(quoted(written)), which fails: \(error)")
        }
    }
}
