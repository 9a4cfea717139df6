// WordPressTables: posts, one post, media and the site index as tables.
import WordPressAPI

/// The tables the `wp` commands and the demo print.
enum WordPressTables {
    /// ID, date, title, author and featured image of each post (names when embedded).
    ///
    /// An author is named from the post's embedded author, else from `authorNames` (authors met on an earlier
    /// page), else shown by id (`#1`).
    static func posts(_ posts: [WordPress.Post], authorNames: [Int: String] = [:]) -> Table {
        Table(
            headers: ["ID", "Date", "Title", "Author", "Featured media"],
            rows: posts.map { post in
                let author =
                    post.embedded?.author?.first?.name ?? post.author.flatMap { authorNames[$0] }
                    ?? post.author.map { "#\($0)" } ?? ""
                let media =
                    post.embedded?.featuredMedia?.first?.sourceURL.map { "\($0)" }
                    ?? post.featuredMedia.flatMap { $0 == 0 ? nil : "#\($0)" } ?? ""
                return [
                    "\(post.id)", String(post.date?.raw.prefix(10) ?? ""), HTMLText.plain(post.title.rendered),
                    author, media,
                ]
            })
    }

    /// One post, field by field.
    static func post(_ post: WordPress.Post) -> Table {
        var rows: [[String]] = [
            ["ID", "\(post.id)"], ["Title", HTMLText.plain(post.title.rendered)],
            ["Date", post.date?.raw ?? ""], ["Status", post.status.map { "\($0)" } ?? ""], ["Link", "\(post.link)"],
        ]
        if let author = post.embedded?.author?.first?.name ?? post.author.map({ "#\($0)" }) {
            rows.append(["Author", author])
        }
        let terms = (post.embedded?.terms ?? []).flatMap { $0 }.map(\.name)
        if !terms.isEmpty { rows.append(["Terms", terms.joined(separator: ", ")]) }
        if let media = post.embedded?.featuredMedia?.first?.sourceURL { rows.append(["Featured media", "\(media)"]) }
        if let excerpt = post.excerpt?.rendered { rows.append(["Excerpt", HTMLText.plain(excerpt)]) }
        return Table(headers: ["Field", "Value"], rows: rows)
    }

    /// ID, title, type and size, and address of each media item.
    static func media(_ media: [WordPress.Media]) -> Table {
        Table(
            headers: ["ID", "Title", "Type", "Size", "URL"],
            rows: media.map { item in
                let size = item.mediaDetails.flatMap { details in
                    details.width.flatMap { width in details.height.map { "\(width)×\($0)" } }
                }
                return [
                    "\(item.id)", HTMLText.plain(item.title.rendered), item.mimeType ?? item.mediaType ?? "",
                    size ?? "", item.sourceURL.map { "\($0)" } ?? "",
                ]
            })
    }

    /// The site's name, addresses, namespaces and number of routes.
    static func index(_ site: WordPress.SiteIndex) -> Table {
        Table(
            headers: ["Field", "Value"],
            rows: [
                ["Name", site.name], ["Description", site.description ?? ""], ["URL", "\(site.url)"],
                ["Home", "\(site.home)"],
                ["Namespaces", site.namespaces.joined(separator: ", ")], ["Routes", "\(site.routes?.count ?? 0)"],
            ])
    }
}
