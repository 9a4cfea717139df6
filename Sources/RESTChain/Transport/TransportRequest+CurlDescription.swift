// TransportRequest+CurlDescription: a request as the curl command that sends it, for bug reports.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension TransportRequest {
    /// The curl command that sends this request — method, URL, every header field and the body — each word quoted
    /// for a POSIX shell, to paste into a bug report or a terminal.
    ///
    /// Secrets print as `<redacted>` unless `showingSecrets` is `true`: the values of the headers and query items
    /// ``SensitiveData`` names (`Authorization`, `Proxy-Authorization`, `Cookie`, API keys, tokens, and whatever a
    /// client added with ``ClientConfiguration/sensitiveNames``) and a password in the URL.
    ///
    /// ```swift
    /// let request = TransportRequest(URLRequest(url: URL(string: "https://api.example.com/users?page=2")!))
    /// print(request.curlDescription())   // curl 'https://api.example.com/users?page=2'
    /// ```
    ///
    /// A monitor's `URLRequest` (``RequestEvent/request``) prints the same way: `TransportRequest(event.request)`.
    /// `Accept-Encoding` becomes `--compressed`, so curl both offers and decodes its own codings. The body goes
    /// as curl's `--data-raw TEXT` when it is text in memory, `--data-binary @PATH` when it is a file, and from
    /// curl's standard input otherwise — `--data-binary @-` for other bytes in memory (a body sent compressed, with
    /// its `Content-Encoding`, needs the compressed bytes there), `-T -` for a stream or a multipart body with
    /// files, sent chunked.
    ///
    /// - Parameter showingSecrets: Whether secret values print as they are, for a command to run rather than share.
    /// - Returns: One line, starting with `curl`.
    public func curlDescription(showingSecrets: Bool = false) -> String {
        let method = urlRequest.httpMethod ?? "GET"
        var words = ["curl"]
        let bodyWords = curlBodyWords
        switch method {
        case "GET" where bodyWords.isEmpty: break
        case "HEAD": words.append("-I")
        case "POST" where bodyWords.first?.hasPrefix("--data") == true: break
        default: words += ["-X", method]
        }
        let url = urlRequest.url?.absoluteString ?? ""
        words.append(showingSecrets ? url : Redactor.redact(Redactor.redactingPassword(in: url)))
        let headers = (urlRequest.allHTTPHeaderFields ?? [:]).sorted { $0.key.lowercased() < $1.key.lowercased() }
        for (name, value) in headers {
            if name.lowercased() == "accept-encoding" {
                words.append("--compressed")
                continue
            }
            let shown = showingSecrets || !SensitiveData.isSecretHeader(name) ? value : Redactor.placeholder
            words += ["-H", shown.isEmpty ? "\(name);" : "\(name): \(shown)"]
        }
        return (words + bodyWords).map(ShellWord.quoted).joined(separator: " ")
    }

    /// curl's words for the body: none without one.
    private var curlBodyWords: [String] {
        if let data = urlRequest.httpBody, !data.isEmpty {
            let isText = !data.contains(0) && String(data: data, encoding: .utf8) != nil
            return isText ? ["--data-raw", String(decoding: data, as: UTF8.self)] : ["--data-binary", "@-"]
        }
        switch body?.source {
        case .file(let file): return ["--data-binary", "@" + file.path]
        case .stream, .parts: return ["-T", "-"]
        case nil: return []
        }
    }
}

/// Words for a POSIX shell command line.
package enum ShellWord {
    /// `word` as a shell reads it back: as it is when it holds only characters no shell treats specially, else in
    /// single quotes, where nothing is special but the quote itself (written `'\''`).
    package static func quoted(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    private static let safe = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:,=@%+".unicodeScalars)
}
