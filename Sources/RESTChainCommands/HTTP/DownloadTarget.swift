// DownloadTarget: where `restchain get --download` saves a body — `-o FILE`, or a name from the URL.
import Foundation
import RESTChain

/// The file a `get -o FILE` or `get --download` writes, and how it is named.
///
/// `-o FILE` is used as given. `--download` alone takes the last path segment of the URL (`index.html` when there
/// is none), made safe for a file name; when the response's `Content-Disposition` suggests another name, the file
/// is renamed to it afterwards unless that would replace a file. Without `--continue` an existing file is
/// replaced; with it, the download continues a partial file left by an interrupted run.
enum DownloadTarget {
    /// The destination for `target`.
    static func destination(output: String?, url target: RequestTarget) -> URL {
        if let output { return URL(fileURLWithPath: output) }
        let last = target.path.split(separator: "/").last.map(String.init)?.removingPercentEncoding ?? ""
        return URL(fileURLWithPath: safeName(last).isEmpty ? "index.html" : safeName(last))
    }

    /// The file name a `Content-Disposition` field suggests (`filename*=UTF-8''…` preferred), made safe.
    static func suggestedName(_ field: String?) -> String? {
        guard let field else { return nil }
        var plain: String?
        for parameter in field.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            switch pair[0].lowercased() {
            case "filename*":
                let value = pair[1]
                guard let quote = value.range(of: "''") else { continue }
                if let decoded = value[quote.upperBound...].removingPercentEncoding, !safeName(decoded).isEmpty {
                    return safeName(decoded)
                }
            case "filename":
                plain = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            default:
                continue
            }
        }
        return plain.map(safeName).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `name` without folders, control characters or a leading dot, so it names a file in the current folder.
    static func safeName(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let cleaned = String(last.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) })
        return cleaned.drop(while: { $0 == "." }).trimmingCharacters(in: .whitespaces)
    }
}
