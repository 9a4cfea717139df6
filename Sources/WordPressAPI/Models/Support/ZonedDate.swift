// WordPress.ZonedDate: an instant together with the site's UTC offset at that moment.
import Foundation
import RESTChain

extension WordPress {
    /// A moment as the site sees it: the instant (``date``) and the site's time zone then (``timeZone``).
    ///
    /// WordPress sends each date twice, as a wall-clock time in the site's zone (`date`) and in UTC
    /// (`date_gmt`); their difference is the site's offset, so no settings request is needed:
    /// ```swift
    /// if let published = post.dateInSiteZone {
    ///     let style = Date.FormatStyle(date: .long, time: .shortened, timeZone: published.timeZone)
    ///     print(published.date.formatted(style))   // as the site shows it
    /// }
    /// ```
    public struct ZonedDate: Sendable, Hashable {
        /// The instant.
        public let date: Date
        /// The site's zone at that instant, as a fixed UTC offset.
        public let timeZone: TimeZone

        /// Pairs a site-local wall-clock time with the same moment in UTC.
        ///
        /// - Returns: `nil` when either is missing, or when they are not a whole number of minutes apart.
        public init?(local: LocalDate?, gmt: Date?) {
            guard let local, let gmt else { return nil }
            let offset = local.wallClock.timeIntervalSince(gmt).rounded()
            guard offset.truncatingRemainder(dividingBy: 60) == 0,
                let zone = TimeZone(secondsFromGMT: Int(offset))
            else { return nil }
            self.date = gmt
            self.timeZone = zone
        }
    }
}
