// Table: rows of text in aligned columns, cut to the console's width.

/// Rows in aligned columns with a header, the widest columns shortened with `…` to fit a width.
struct Table: Sendable {
    /// The column titles.
    var headers: [String]
    /// The rows, one text per column.
    var rows: [[String]] = []

    /// The table as text, at most `width` characters wide, the header bold when `coloured`.
    func render(width: Int, coloured: Bool) -> String {
        var widths = headers.indices.map { column in
            ([headers[column]] + rows.map { column < $0.count ? $0[column] : "" }).map(\.count).max() ?? 0
        }
        let separators = 2 * max(0, headers.count - 1)
        while widths.reduce(0, +) + separators > width,
            let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
            widths[widest] > 8
        {
            widths[widest] -= 1
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column -> String in
                let cell = Table.fit(cells[column], to: widths[column])
                let isLast = column == cells.count - 1
                return isLast ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }
        var text = ANSI.bold.paint(line(headers), enabled: coloured) + "\n"
        for row in rows { text += line(row + Array(repeating: "", count: max(0, headers.count - row.count))) + "\n" }
        return text
    }

    /// `text` on one line, cut to `width` characters with `…`.
    static func fit(_ text: String, to width: Int) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        guard flat.count > width else { return flat }
        return String(flat.prefix(max(0, width - 1))) + "…"
    }
}
