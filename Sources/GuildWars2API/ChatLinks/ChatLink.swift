// GuildWars2.ChatLink: the game's `[&…]` chat codes for items, skills, traits, recipes, skins and more, both ways.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A chat link, such as `[&AgH1WQAA]`: a header byte naming the kind, then little-endian ids, in Base64.
    ///
    /// ```swift
    /// let link = try GuildWars2.ChatLink("[&AgH1WQAA]")        // .item(ItemLink(id: 23029))
    /// GuildWars2.ChatLink.skill(5491).text                     // "[&BnMVAAA=]"
    /// ```
    /// Every item and recipe of the API carries its link (`chat_link`); they decode to their ids and encode
    /// back to the same text. Wardrobe links are ``skin(_:)`` links.
    public enum ChatLink: Sendable, Hashable, CustomStringConvertible {
        /// An amount of coins, in copper (header 1).
        case coin(copper: Int)
        /// An item with its count, skin and upgrades (header 2).
        case item(ItemLink)
        /// An NPC's text (header 3).
        case npcText(Int)
        /// A map point: a waypoint, point of interest or vista (header 4).
        case mapPoint(Int)
        /// A skill (header 6).
        case skill(Int)
        /// A trait (header 7).
        case trait(Int)
        /// A recipe (header 9).
        case recipe(Int)
        /// A wardrobe skin (header 10).
        case skin(Int)
        /// An outfit (header 11).
        case outfit(Int)
        /// A WvW objective on a map (header 12).
        case wvwObjective(objectiveID: Int, mapID: Int)
        /// A build template (header 13).
        case buildTemplate(BuildTemplate)
        /// An achievement (header 14).
        case achievement(Int)

        /// Reads a chat link such as `[&AgH1WQAA]` (brackets optional).
        ///
        /// - Throws: `RESTError.invalidRequest` naming what is wrong: not Base64, too short, or an unknown header.
        public init(_ text: String) throws(RESTError) {
            var code = text.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("[&") && code.hasSuffix("]") { code = String(code.dropFirst(2).dropLast()) }
            guard let data = Data(base64Encoded: code), let header = data.first else {
                throw .invalidRequest(reason: "\"\(text)\" is not a chat link: expected [&<base64>]")
            }
            var reader = ChatLinkReader(bytes: Array(data.dropFirst()), text: text)
            switch header {
            case 1: self = .coin(copper: try reader.uint32())
            case 2: self = .item(try ItemLink(reading: &reader))
            case 3: self = .npcText(try reader.uint32())
            case 4: self = .mapPoint(try reader.uint32())
            case 6: self = .skill(try reader.uint32())
            case 7: self = .trait(try reader.uint32())
            case 9: self = .recipe(try reader.uint32())
            case 10: self = .skin(try reader.uint32())
            case 11: self = .outfit(try reader.uint32())
            case 12: self = .wvwObjective(objectiveID: try reader.uint32(), mapID: try reader.uint32())
            case 13: self = .buildTemplate(try BuildTemplate(reading: &reader))
            case 14: self = .achievement(try reader.uint32())
            default: throw .invalidRequest(reason: "\"\(text)\" is a chat link of unknown kind \(header)")
            }
        }

        /// The link as the game writes it, such as `[&AgH1WQAA]`.
        public var text: String {
            let writer: ChatLinkWriter =
                switch self {
                case .coin(let copper): ChatLinkWriter(header: 1).uint32(copper)
                case .item(let item): item.written()
                case .npcText(let id): ChatLinkWriter(header: 3).uint32(id)
                case .mapPoint(let id): ChatLinkWriter(header: 4).uint32(id)
                case .skill(let id): ChatLinkWriter(header: 6).uint32(id)
                case .trait(let id): ChatLinkWriter(header: 7).uint32(id)
                case .recipe(let id): ChatLinkWriter(header: 9).uint32(id)
                case .skin(let id): ChatLinkWriter(header: 10).uint32(id)
                case .outfit(let id): ChatLinkWriter(header: 11).uint32(id)
                case .wvwObjective(let objective, let map): ChatLinkWriter(header: 12).uint32(objective).uint32(map)
                case .buildTemplate(let build): build.written()
                case .achievement(let id): ChatLinkWriter(header: 14).uint32(id)
                }
            return "[&\(Data(writer.bytes).base64EncodedString())]"
        }

        /// The link as the game writes it.
        public var description: String { text }
    }

    /// An item in a chat link: its id, how many, and the skin and upgrades applied to it.
    public struct ItemLink: Sendable, Hashable {
        /// The item id.
        public var id: Int
        /// How many, 1 to 255.
        public var count: Int
        /// The skin applied through the wardrobe, if any.
        public var skinID: Int?
        /// The upgrades (runes, sigils) in it: none, one or two.
        public var upgradeIDs: [Int]

        /// Creates an item link.
        public init(id: Int, count: Int = 1, skinID: Int? = nil, upgradeIDs: [Int] = []) {
            self.id = id
            self.count = count
            self.skinID = skinID
            self.upgradeIDs = upgradeIDs
        }

        init(reading reader: inout ChatLinkReader) throws(RESTError) {
            count = try reader.byte()
            id = try reader.uint24()
            let flags = try reader.byte()
            skinID = flags & 0x80 != 0 ? try reader.uint32() : nil
            upgradeIDs = []
            if flags & 0x40 != 0 { upgradeIDs.append(try reader.uint32()) }
            if flags & 0x20 != 0 { upgradeIDs.append(try reader.uint32()) }
        }

        func written() -> ChatLinkWriter {
            let flags = (skinID == nil ? 0 : 0x80) | (upgradeIDs.isEmpty ? 0 : 0x40) | (upgradeIDs.count > 1 ? 0x20 : 0)
            var writer = ChatLinkWriter(header: 2).byte(count).uint24(id).byte(flags)
            if let skinID { writer = writer.uint32(skinID) }
            for upgrade in upgradeIDs.prefix(2) { writer = writer.uint32(upgrade) }
            return writer
        }
    }
}
