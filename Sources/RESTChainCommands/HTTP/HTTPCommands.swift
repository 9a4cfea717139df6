// HTTPCommands: `restchain get|post|put|patch|delete URL [items…]`, any REST API over a RESTClient.
import Foundation
import RESTChain

/// The commands for any REST API: `get`, `post`, `put`, `patch` and `delete`.
enum HTTPCommands {
    /// The commands.
    static let all: [Command] =
        [get] + [HTTPMethod.post, .put, .patch, .delete].map(bodyCommand) + [bodiless(.head), bodiless(.options)]

    /// The command line HTTPie's and xh's habits mean, when `words` start with one: a method in capitals
    /// (`GET URL` is `get URL`), or a URL with no command before it (`restchain URL`), which is a GET, or a POST
    /// when request items make a body (`restchain :8080/items name=x`). `nil` for any other command line.
    static func implied(by words: [String]) -> [String]? {
        guard let first = words.first else { return nil }
        let name = first.lowercased()
        if name != first, all.contains(where: { $0.path == [name] }) { return [name] + words.dropFirst() }
        guard looksLikeURL(first) else { return nil }
        let items = try? RequestItems(words.dropFirst().filter { !$0.hasPrefix("-") })
        return [items?.makeBody == true ? "post" : "get"] + words
    }

    /// Whether `word` is an address rather than a command: it has a scheme, starts with `:PORT`, or names a host
    /// (`localhost`, or a name with a dot, such as `example.com/x` or `127.0.0.1:8080`).
    static func looksLikeURL(_ word: String) -> Bool {
        if word.contains("://") || (word.hasPrefix(":") && word.count > 1) { return true }
        let host = word.prefix { $0 != "/" && $0 != ":" && $0 != "?" }
        guard let first = host.first, first.isLetter || first.isNumber else { return false }
        return host == "localhost" || (host.contains(".") && !host.hasSuffix("."))
    }

    /// How the commands connect: TLS, `--resolve` and `--unix-socket`.
    static let connection = TLSOptions.options + ConnectionOptions.options

    static let get = command(
        .get, summary: "GET a URL: the status line, headers and body on a terminal, the body alone into a pipe.",
        synopsis:
            "URL [Header:value | name==value]… [-a user:password] [-p HBhbm] [-F] [--head] [--session NAME]"
            + " [-o FILE | --download [--continue] | --stream]",
        options: HTTPOptions.request + HTTPOptions.transfer + connection + HTTPOptions.output
            + [.flag("--head", "Send HEAD instead of GET and print the status line and headers.")]
            + HTTPTransfers.options)

    static func bodyCommand(_ method: HTTPMethod) -> Command {
        command(
            method, summary: "\(method.rawValue) to a URL: fields, JSON, a file or standard input as the body.",
            synopsis:
                "URL [Header:value | name==value | name=value | name:=json | name@file | @file]… [--form] [-p HBhbm]",
            options: HTTPOptions.request + HTTPOptions.body + HTTPOptions.transfer + connection
                + HTTPOptions.output)
    }

    /// `head` or `options`: a request with no body, printing the response headers (and any body) by default.
    static func bodiless(_ method: HTTPMethod) -> Command {
        command(
            method, summary: "\(method.rawValue) a URL and print the status line and headers.",
            synopsis: "URL [Header:value | name==value]… [-a user:password] [-p HBhbm] [-F]",
            options: HTTPOptions.request + HTTPOptions.transfer + connection + HTTPOptions.output)
    }

    private static func command(
        _ method: HTTPMethod, summary: String, synopsis: String, options: [OptionSpec]
    ) -> Command {
        var command = Command(
            path: [method.rawValue.lowercased()], summary: summary, synopsis: synopsis, options: options,
            details: [HTTPOptions.items, HTTPOptions.printing, HTTPOptions.examples].joined(separator: "\n\n")
        ) { invocation in
            // `-h` prints headers, but with no URL there are none: it can only be a call for help.
            if invocation.arguments.positionals.isEmpty, invocation.arguments.has("--headers") {
                return invocation.console.write(invocation.command.help)
            }
            let head = method == .get && invocation.arguments.has("--head")
            try await HTTPExchange(invocation, method: head ? .head : method).run()
        }
        command.hint = HTTPExchange.hint
        return command
    }
}
