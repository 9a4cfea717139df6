// HTTPCommands: `restchain get|post|put|patch|delete URL [items…]`, any REST API over a RESTClient.
import Foundation
import RESTChain

/// The commands for any REST API: `get`, `post`, `put`, `patch` and `delete`.
enum HTTPCommands {
    /// The commands.
    static let all: [Command] = [get] + [HTTPMethod.post, .put, .patch, .delete].map(bodyCommand)

    static let get = command(
        .get, summary: "GET a URL: the status line, headers and body on a terminal, the body alone into a pipe.",
        synopsis:
            "URL [Header:value | name==value]… [-a user:password] [-p HBhbm] [-F] [--head] [--session NAME]"
            + " [-o FILE | --download [--continue] | --stream]",
        options: HTTPOptions.request + HTTPOptions.transfer + HTTPOptions.output
            + [.flag("--head", "Send HEAD instead of GET and print the status line and headers.")]
            + HTTPTransfers.options)

    static func bodyCommand(_ method: HTTPMethod) -> Command {
        command(
            method, summary: "\(method.rawValue) to a URL: fields, JSON, a file or standard input as the body.",
            synopsis:
                "URL [Header:value | name==value | name=value | name:=json | name@file | @file]… [--form] [-p HBhbm]",
            options: HTTPOptions.request + HTTPOptions.body + HTTPOptions.transfer + HTTPOptions.output)
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
