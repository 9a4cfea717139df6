// GuildWars2.BuildTemplate: a build template chat link's profession, specializations, skills and weapons.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A build template, as a build template chat link (header 13) carries it.
    ///
    /// 44 bytes with the header: the profession code, three specializations with their trait choices, ten skill palette ids
    /// (heal, three utilities and elite, each on land then underwater) and 16 profession-specific bytes (ranger
    /// pets; revenant legends and their inactive utility skills). Links made since 2023 append the weapons and
    /// skill overrides. Ids here are palette and code ids as the link holds them, not `/v2/skills` ids.
    public struct BuildTemplate: Sendable, Hashable {
        /// A specialization line and its three trait choices (0 none, 1 top, 2 middle, 3 bottom).
        public struct Line: Sendable, Hashable {
            /// The specialization id.
            public var specializationID: Int
            /// The adept, master and grandmaster choices.
            public var traitChoices: [Int]

            /// Creates a line.
            public init(specializationID: Int, traitChoices: [Int]) {
                self.specializationID = specializationID
                self.traitChoices = traitChoices
            }
        }

        /// The profession code (1 Guardian … 9 Revenant).
        public var professionCode: Int
        /// The three specialization lines.
        public var lines: [Line]
        /// The ten skill palette ids: heal, utility 1–3 and elite, each on land then underwater.
        public var skillPaletteIDs: [Int]
        /// The 16 profession-specific bytes (ranger pets, revenant legends), kept as sent.
        public var professionSpecific: [UInt8]
        /// The weapon ids, in links made since 2023.
        public var weaponIDs: [Int]
        /// The skill overrides, in links made since 2023.
        public var skillOverrideIDs: [Int]

        /// Creates a build template.
        public init(
            professionCode: Int, lines: [Line], skillPaletteIDs: [Int],
            professionSpecific: [UInt8] = Array(repeating: 0, count: 16), weaponIDs: [Int] = [],
            skillOverrideIDs: [Int] = []
        ) {
            self.professionCode = professionCode
            self.lines = lines
            self.skillPaletteIDs = skillPaletteIDs
            self.professionSpecific = professionSpecific
            self.weaponIDs = weaponIDs
            self.skillOverrideIDs = skillOverrideIDs
        }

        init(reading reader: inout ChatLinkReader) throws(RESTError) {
            professionCode = try reader.byte()
            lines = []
            for _ in 0..<3 {
                let specialization = try reader.byte()
                let traits = try reader.byte()
                lines.append(Line(specializationID: specialization, traitChoices: [0, 2, 4].map { traits >> $0 & 3 }))
            }
            skillPaletteIDs = []
            for _ in 0..<10 { skillPaletteIDs.append(try reader.uint16()) }
            professionSpecific = []
            for _ in 0..<16 { professionSpecific.append(UInt8(try reader.byte())) }
            weaponIDs = []
            skillOverrideIDs = []
            guard !reader.isAtEnd else { return }
            for _ in 0..<(try reader.byte()) { weaponIDs.append(try reader.uint16()) }
            for _ in 0..<(try reader.byte()) { skillOverrideIDs.append(try reader.uint32()) }
        }

        func written() -> ChatLinkWriter {
            var writer = ChatLinkWriter(header: 13).byte(professionCode)
            for index in 0..<3 {
                let line = index < lines.count ? lines[index] : Line(specializationID: 0, traitChoices: [])
                let choices = line.traitChoices + [0, 0, 0]
                writer = writer.byte(line.specializationID).byte(choices[0] | choices[1] << 2 | choices[2] << 4)
            }
            for index in 0..<10 { writer = writer.uint16(index < skillPaletteIDs.count ? skillPaletteIDs[index] : 0) }
            for index in 0..<16 {
                writer = writer.byte(index < professionSpecific.count ? Int(professionSpecific[index]) : 0)
            }
            guard !weaponIDs.isEmpty || !skillOverrideIDs.isEmpty else { return writer }
            writer = writer.byte(weaponIDs.count)
            for weapon in weaponIDs { writer = writer.uint16(weapon) }
            writer = writer.byte(skillOverrideIDs.count)
            for skill in skillOverrideIDs { writer = writer.uint32(skill) }
            return writer
        }
    }
}
