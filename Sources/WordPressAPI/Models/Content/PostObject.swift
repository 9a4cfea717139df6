// WordPress.PostObject: what posts, pages and media items share, read flat through their `common` fields.
import Foundation
import RESTChain

extension WordPress {
    /// A post type's item (``Post``, ``Page``, ``Media``): the ``PostCommon`` fields, read as its own.
    ///
    /// `post.title`, `page.slug` and `media.link` are the `common` fields; write generic code over any of them:
    /// ```swift
    /// func headline(_ item: some WordPress.PostObject) -> String { item.title.rendered }
    /// ```
    @dynamicMemberLookup
    public protocol PostObject: Codable, Sendable, Equatable, Identifiable, FieldNamed where ID == Int {
        /// The fields every post type has.
        var common: PostCommon { get set }
    }
}

extension WordPress.PostObject {
    /// The unique identifier.
    public var id: Int { common.id }

    /// A field of ``WordPress/PostCommon``, read and written as the item's own (`post.title`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<WordPress.PostCommon, Value>) -> Value {
        get { common[keyPath: keyPath] }
        set { common[keyPath: keyPath] = newValue }
    }

    /// The publication date as an instant with the site's UTC offset, from ``WordPress/PostCommon/date`` and
    /// ``WordPress/PostCommon/dateGMT``; `nil` when either is missing.
    public var dateInSiteZone: WordPress.ZonedDate? {
        WordPress.ZonedDate(local: common.date, gmt: common.dateGMT)
    }

    /// The last modification date as an instant with the site's UTC offset; `nil` when either field is missing.
    public var modifiedInSiteZone: WordPress.ZonedDate? {
        WordPress.ZonedDate(local: common.modified, gmt: common.modifiedGMT)
    }

    /// The JSON members of the common fields but `id`, for ``WordPress/Partial``.
    ///
    /// A key path to `id` made here differs from one made for the concrete type (it goes through this
    /// extension's generic getter), so each model names `id` itself.
    static var commonFieldNames: [PartialKeyPath<Self>: String] {
        [
            \Self.date: "date", \Self.dateGMT: "date_gmt", \Self.guid: "guid",
            \Self.modified: "modified", \Self.modifiedGMT: "modified_gmt", \Self.slug: "slug",
            \Self.status: "status", \Self.type: "type", \Self.link: "link", \Self.title: "title",
            \Self.author: "author", \Self.commentStatus: "comment_status", \Self.pingStatus: "ping_status",
            \Self.template: "template", \Self.meta: "meta", \Self.permalinkTemplate: "permalink_template",
            \Self.generatedSlug: "generated_slug", \Self.links: "_links", \Self.embedded: "_embedded",
        ]
    }
}
