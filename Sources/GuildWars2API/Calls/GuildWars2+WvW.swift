// GuildWars2's typed WvW calls without ids: when team assignment locks and when teams are next assigned.
import Foundation
import RESTChain

extension GuildWars2 {
    /// When each region's team assignment locks before the teams change (`wvw/timers/lockout`).
    ///
    /// - Throws: any `RESTError` of the request.
    public func wvwLockoutTimes() async throws(RESTError) -> WvWRegionTimes { try await fetch(.wvwLockoutTimes) }

    /// When each region's teams are next assigned (`wvw/timers/teamAssignment`).
    ///
    /// - Throws: any `RESTError` of the request.
    public func wvwTeamAssignmentTimes() async throws(RESTError) -> WvWRegionTimes {
        try await fetch(.wvwTeamAssignmentTimes)
    }
}
