// CurlCommand: `--curl` — the curl command line that sends the request restchain would, printed instead of sending.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The curl command line equivalent to an HTTP command, as xh's `--curl` prints it: the request restchain built, as
/// the library renders it (``TransportRequest/curlDescription(showingSecrets:)``: method, URL, every header it would
/// send, the body, secrets as `<redacted>` unless `--show-secrets`), then the options of the command line curl has a
/// word for.
enum CurlCommand {
    /// The command line for `request`, with the options of `arguments`.
    static func line(for request: TransportRequest, arguments: ParsedArguments, showsSecrets: Bool) -> String {
        let options = options(arguments) + secretOptions(arguments, showsSecrets: showsSecrets)
        return ([request.curlDescription(showingSecrets: showsSecrets)] + options.map(ShellWord.quoted))
            .joined(separator: " ")
    }

    /// The options of `arguments` curl has a word for, in curl's spelling.
    private static func options(_ arguments: ParsedArguments) -> [String] {
        var words: [String] = []
        if arguments.has("--follow") { words += ["-L", "--max-redirs", arguments.value("--max-redirects") ?? "10"] }
        if let seconds = arguments.value("--timeout") { words += ["--max-time", seconds] }
        if let seconds = arguments.value("--idle-timeout"), seconds.lowercased() != "none" {
            words += ["--speed-limit", "1", "--speed-time", seconds]
        }
        if let retries = arguments.value("--retry") { words += ["--retry", retries] }
        if let size = arguments.value("--max-size"), size.lowercased() != "none" { words += ["--max-filesize", size] }
        let verify = arguments.value("--verify")?.lowercased()
        if arguments.has("--insecure") || verify == "no" || verify == "false" { words.append("-k") }
        if let file = arguments.value("--cacert")
            ?? arguments.value("--verify").flatMap({
                ["yes", "true", "no", "false"].contains($0.lowercased()) ? nil : $0
            })
        {
            words += ["--cacert", file]
        }
        let pins = arguments.all("--pin")
        if !pins.isEmpty { words += ["--pinnedpubkey", pins.joined(separator: ";")] }
        for entry in arguments.all("--resolve") { words += ["--resolve", entry] }
        if let path = arguments.value("--unix-socket") { words += ["--unix-socket", path] }
        if !arguments.has("--no-check-status") { words.append("--fail-with-body") }
        if let file = arguments.value("--output") { words += ["-o", file] }
        if arguments.has("--download") { words += ["-O", "-J"] }
        if arguments.has("--continue") { words += ["-C", "-"] }
        if arguments.has("--stream") { words.append("-N") }
        return words
    }

    /// The options of `arguments` that may carry a secret — a proxy's password, a key's passphrase — shown as
    /// `<redacted>` unless `showsSecrets`.
    private static func secretOptions(_ arguments: ParsedArguments, showsSecrets: Bool) -> [String] {
        var words: [String] = []
        if let url = arguments.value("--proxy") {
            words += ["--proxy", showsSecrets ? url : Redactor.redactingPassword(in: url)]
        }
        if let hosts = arguments.value("--noproxy") { words += ["--noproxy", hosts] }
        if let file = arguments.value("--cert") {
            let bundle = ["p12", "pfx"].contains(URL(fileURLWithPath: file).pathExtension.lowercased())
            words += ["--cert", file] + (bundle ? ["--cert-type", "P12"] : [])
        }
        if let key = arguments.value("--cert-key") { words += ["--key", key] }
        if let passphrase = arguments.value("--cert-key-pass") {
            words += ["--pass", showsSecrets ? passphrase : Redactor.placeholder]
        }
        return words
    }
}
