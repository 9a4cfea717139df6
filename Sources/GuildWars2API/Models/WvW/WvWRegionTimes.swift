// A time per WvW region, from /v2/wvw/timers/lockout and /v2/wvw/timers/teamAssignment.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One moment for each WvW region: when team assignment locks (`wvw/timers/lockout`) or when teams are next
    /// assigned (`wvw/timers/teamAssignment`), since the 2024 restructuring.
    ///
    /// Fixtures: the wiki's API:2/wvw/timers/lockout example, and a teamAssignment answer of October 2026 as a
    /// public GW2 tool's notes quote it from the live API (the wiki shows none).
    public struct WvWRegionTimes: Codable, Sendable, Hashable {
        /// The moment in North America.
        @GuildWars2.Timestamp public private(set) var na: Date
        /// The moment in Europe.
        @GuildWars2.Timestamp public private(set) var eu: Date
    }
}
