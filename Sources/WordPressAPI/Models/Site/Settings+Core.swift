// WordPress.Settings accessors: typed getters and setters for the core settings.
import Foundation
import RESTChain

extension WordPress.Settings {
    /// The site title.
    public var title: String? {
        get { values["title"]?.stringValue }
        set { values["title"] = newValue.map { .string($0) } }
    }

    /// The tagline.
    public var description: String? {
        get { values["description"]?.stringValue }
        set { values["description"] = newValue.map { .string($0) } }
    }

    /// The site URL.
    public var url: String? {
        get { values["url"]?.stringValue }
        set { values["url"] = newValue.map { .string($0) } }
    }

    /// The administrator's e-mail address.
    public var email: String? {
        get { values["email"]?.stringValue }
        set { values["email"] = newValue.map { .string($0) } }
    }

    /// The time zone name, such as `Europe/Rome`.
    public var timezone: String? {
        get { values["timezone"]?.stringValue }
        set { values["timezone"] = newValue.map { .string($0) } }
    }

    /// The PHP date format, such as `F j, Y`.
    public var dateFormat: String? {
        get { values["date_format"]?.stringValue }
        set { values["date_format"] = newValue.map { .string($0) } }
    }

    /// The PHP time format, such as `g:i a`.
    public var timeFormat: String? {
        get { values["time_format"]?.stringValue }
        set { values["time_format"] = newValue.map { .string($0) } }
    }

    /// The first day of the week, `0` for Sunday.
    public var startOfWeek: Int? {
        get { values["start_of_week"]?.intValue }
        set { values["start_of_week"] = newValue.map { .number(Double($0)) } }
    }

    /// The locale, such as `en_US`.
    public var language: String? {
        get { values["language"]?.stringValue }
        set { values["language"] = newValue.map { .string($0) } }
    }

    /// Whether emoticons become images.
    public var useSmilies: Bool? {
        get { values["use_smilies"]?.boolValue }
        set { values["use_smilies"] = newValue.map { .bool($0) } }
    }

    /// The id of the default category.
    public var defaultCategory: Int? {
        get { values["default_category"]?.intValue }
        set { values["default_category"] = newValue.map { .number(Double($0)) } }
    }

    /// The default post format; `0` for standard.
    public var defaultPostFormat: String? {
        get { values["default_post_format"]?.stringValue }
        set { values["default_post_format"] = newValue.map { .string($0) } }
    }

    /// How many posts a blog page shows.
    public var postsPerPage: Int? {
        get { values["posts_per_page"]?.intValue }
        set { values["posts_per_page"] = newValue.map { .number(Double($0)) } }
    }

    /// What the front page shows: `posts` or `page`.
    public var showOnFront: String? {
        get { values["show_on_front"]?.stringValue }
        set { values["show_on_front"] = newValue.map { .string($0) } }
    }

    /// The id of the static front page; `0` for none.
    public var pageOnFront: Int? {
        get { values["page_on_front"]?.intValue }
        set { values["page_on_front"] = newValue.map { .number(Double($0)) } }
    }

    /// The id of the page that lists posts; `0` for none.
    public var pageForPosts: Int? {
        get { values["page_for_posts"]?.intValue }
        set { values["page_for_posts"] = newValue.map { .number(Double($0)) } }
    }

    /// Whether new posts accept pings: `open` or `closed`.
    public var defaultPingStatus: String? {
        get { values["default_ping_status"]?.stringValue }
        set { values["default_ping_status"] = newValue.map { .string($0) } }
    }

    /// Whether new posts accept comments: `open` or `closed`.
    public var defaultCommentStatus: String? {
        get { values["default_comment_status"]?.stringValue }
        set { values["default_comment_status"] = newValue.map { .string($0) } }
    }

    /// The attachment id of the site logo; `nil` when unset.
    public var siteLogo: Int? {
        get { values["site_logo"]?.intValue }
        set { values["site_logo"] = newValue.map { .number(Double($0)) } }
    }

    /// The attachment id of the site icon; `0` when unset.
    public var siteIcon: Int? {
        get { values["site_icon"]?.intValue }
        set { values["site_icon"] = newValue.map { .number(Double($0)) } }
    }
}
