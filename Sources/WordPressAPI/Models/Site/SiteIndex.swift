// WordPress.SiteIndex: what the API root (`GET /wp-json/`) says about the site and its routes.
import Foundation
import RESTChain

extension WordPress {
    /// The document at the API root: the site's name and URLs, time zone, namespaces and every route.
    ///
    /// ```swift
    /// let site = try await wp.index().decode(type: WordPress.SiteIndex.self)
    /// let hasPosts = site.routes?["/wp/v2/posts"] != nil
    /// ```
    /// `gmt_offset` arrives as a number or a numeric string; both decode into ``gmtOffset`` (hours).
    public struct SiteIndex: Codable, Sendable, Equatable {
        /// The site title.
        public var name: String
        /// The tagline.
        public var description: String?
        /// The WordPress address (`siteurl`).
        public var url: URL
        /// The site address (`home`).
        public var home: URL
        /// The current offset of the site's time zone from UTC, in hours (may be fractional, such as 5.5).
        public var gmtOffset: Double?
        /// The site's time zone name, such as `Europe/Rome`; empty when set as a plain offset.
        public var timezoneString: String?
        /// The registered namespaces, such as `wp/v2`.
        public var namespaces: [String]
        /// The supported authentication schemes, as sent (`application-passwords` and its endpoints).
        public var authentication: [String: JSONValue]?
        /// Every route by pattern; absent when filtered out with `_fields`.
        public var routes: [String: Route]?
        /// The attachment id of the site logo; `0` when none.
        public var siteLogo: Int?
        /// The attachment id of the site icon; `0` when none.
        public var siteIcon: Int?
        /// The URL of the site icon; empty when none.
        public var siteIconURL: URL?
        /// The links of the index (`help`).
        public var links: Links?

        /// The member names WordPress uses.
        enum CodingKeys: String, CodingKey {
            case name, description, url, home, namespaces, authentication, routes
            case gmtOffset = "gmt_offset"
            case timezoneString = "timezone_string"
            case siteLogo = "site_logo"
            case siteIcon = "site_icon"
            case siteIconURL = "site_icon_url"
            case links = "_links"
        }

        /// Decodes the index, accepting `gmt_offset` as a number or a numeric string.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            description = try container.decodeIfPresent(String.self, forKey: .description)
            url = try container.decode(URL.self, forKey: .url)
            home = try container.decode(URL.self, forKey: .home)
            switch try container.decodeIfPresent(JSONValue.self, forKey: .gmtOffset) {
            case .number(let hours)?: gmtOffset = hours
            case .string(let text)?: gmtOffset = Double(text)
            default: gmtOffset = nil
            }
            timezoneString = try container.decodeIfPresent(String.self, forKey: .timezoneString)
            namespaces = try container.decodeIfPresent([String].self, forKey: .namespaces) ?? []
            authentication = try container.decodeIfPresent(Meta.self, forKey: .authentication)?.values
            routes = try container.decodeIfPresent([String: Route].self, forKey: .routes)
            siteLogo = try container.decodeIfPresent(Int.self, forKey: .siteLogo)
            siteIcon = try container.decodeIfPresent(Int.self, forKey: .siteIcon)
            siteIconURL = try container.decodeIfPresent(URL.self, forKey: .siteIconURL)
            links = try container.decodeIfPresent(Links.self, forKey: .links)
        }
    }
}
