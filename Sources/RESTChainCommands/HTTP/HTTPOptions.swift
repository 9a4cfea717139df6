// HTTPOptions: the options of get/post/put/patch/delete, in groups, and the reference their --help prints.

/// The options and help text of the HTTP commands, HTTPie's spelling wherever HTTPie has one.
///
/// Each group is one list, so a new facet (downloads and streaming, say) adds a group of its own.
enum HTTPOptions {
    /// What goes into the request.
    static let request: [OptionSpec] = [
        .value("--header", short: "-H", "name:value", "Send a header, as the item name:value does (repeatable)."),
        .value("--query", "name=value", "Add a query item, as the item name==value does (repeatable)."),
        .value(
            "--auth", short: "-a", "user:password",
            "Authenticate (-a user alone asks for the password); a token with -A bearer."),
        .value("--auth-type", short: "-A", "basic|bearer", "What -a gives: basic (the default) or a bearer token."),
        .value(
            "--session", "NAME",
            "Send and remember this host's headers, -a credentials and cookies (a file, mode 0600)."),
        .value("--session-read-only", "NAME", "Send a session's headers and credentials without updating it."),
        .flag("--ignore-stdin", short: "-I", "Never read standard input, even when it is a pipe or a file."),
        .flag("--https", "Use https:// for an address given without a scheme (http:// otherwise)."),
        .flag("--offline", "Build the request and print it; send nothing."),
        .flag(
            "--curl",
            "Print the curl command that sends the same request, and send nothing (secrets as <redacted> unless"
                + " --show-secrets; curl's --cacert trusts only its file)."),
        .flag(
            "--json", short: "-j",
            "Send the fields as JSON (the default) and ask for JSON (Accept: application/json, */*;q=0.5), as HTTPie"
                + " and xh."),
    ]

    /// What only commands that send a body take.
    static let body: [OptionSpec] = [
        .flag("--form", short: "-f", "Send the fields form-encoded instead of as JSON."),
        .value("--raw", "TEXT", "Send TEXT as the body, as standard input would be sent (HTTPie's)."),
        .value("--idempotency-key", "KEY", "Send Idempotency-Key: KEY, so --retry may send the request again."),
        .flag(
            "--compress", short: "-x",
            "Send the body deflated (Content-Encoding: deflate) when that makes it smaller, as HTTPie's -x; a body"
                + " streamed from standard input or a file is always compressed (HTTPie's -xx has no twin)."),
    ]

    /// How the exchange goes.
    static let transfer: [OptionSpec] = [
        .flag("--follow", short: "-F", "Follow redirects (they are printed as they come otherwise)."),
        .value("--max-redirects", "N", "Follow at most N redirects (10)."),
        .flag("--all", "With --follow, print each redirect on the way too (and, with -v, each request)."),
        .value("--max-size", "BYTES", "Refuse a response body past BYTES: 500K, 200M, 2G, or none (64M)."),
        .value("--timeout", "S", "Give up on each attempt after S seconds in all, even while bytes arrive."),
        .value(
            "--idle-timeout", "S",
            "Give up after S seconds without a byte from the server (60), or none: HTTPie's and xh's --timeout."),
        .value(
            "--retry", "N",
            "Retry up to N times after a connection failure, 408, 429, 500, 502, 503 or 504 (a POST or PATCH only"
                + " with --idempotency-key)."),
        .value("--cache", "DIR", "Keep an HTTP cache in DIR: fresh answers come from it, stale ones are revalidated."),
        .flag("--check-status", "Exit 3, 4 or 5 for a 3xx, 4xx or 5xx answer: on by default."),
        .flag("--no-check-status", "Exit 0 for any answer the server gives (HTTPie's default)."),
    ]

    /// What is printed.
    static let output: [OptionSpec] = [
        .value(
            "--print", short: "-p", "HBhbm",
            "Print request headers H, request body B, response headers h and body b, metadata m."),
        .flag("--headers", short: "-h", "Print the response headers only (-p h)."),
        .flag("--body", short: "-b", "Print the response body only (-p b)."),
        .flag("--verbose", short: "-v", "Print the request too (-p HBhb)."),
        .value("--decode-path", "a.b.0.c", "Print only the JSON value at this path (keys and array indexes)."),
        .value(
            "--pretty", "all|colors|format|none",
            "Indent JSON and colour (all, on a terminal), colour only, indent only, or print as it came (none)."),
        .flag("--quiet", short: "-q", "Print nothing on standard output or error but errors (HTTPie's -q)."),
        .flag("--show-secrets", "Print secret headers and query values as they are, not as <redacted>."),
    ]

    /// The request items, with an example each.
    static let items = """
        Request items (HTTPie's):
          Header:value      a header                  X-Trace:abc   'Accept: text/html'   User-Agent: (removes it)
          name==value       a query item              page==2       search=='two words'
          name=value        a JSON string field       name=Ann      (a form field with --form)
          name:=json        a raw JSON field          age:=42       tags:='["a","b"]'   admin:=true
          name=@file        a string field from file  bio=@bio.txt
          name:=@file       a JSON field from file    meta:=@meta.json
          name@file         a file: multipart body    photo@me.png
          @file             the file is the body      @order.json
        A body piped into standard input is sent as it is (JSON, a form with --form, or raw bytes); it cannot be
        mixed with fields or @file (pass -I to ignore it). ':8080/x' means http://localhost:8080/x; an address
        without a scheme gets http://. A backslash keeps a separator in a name: 'a\\:b=c'.
        """

    /// What is printed by default, and the exit statuses.
    static let printing = """
        Output: on a terminal the status line, headers and body (JSON indented and coloured: --pretty); into a pipe
        or file the body alone, streamed as it arrives whatever its size, ending with a newline unless it is binary
        (then byte for byte). -p picks the parts: -p Hh prints both sets of headers; -q prints none. Secret headers
        and query values (Authorization, cookies, API keys, token=) are printed as <redacted> unless --show-secrets;
        -v prints every header that goes out. A body is printed as the server sent it, with a warning on stderr when
        it quotes a secret of the request. A body on standard input past 1 MiB is streamed up as it is read.
        As in HTTPie and xh: 'restchain URL' is a GET (a POST when items make a body) and 'restchain POST URL' is
        'restchain post URL'; where the two differ, restchain follows HTTPie (-q quiet, exit statuses).
        """ + "\n" + ExitStatus.table

    /// Examples every HTTP command's help ends with.
    static let examples = """
        Examples:
          restchain get :8080/api/items page==2 X-Trace:abc
          echo '{"name":"x"}' | restchain post :8080/api/items
          restchain post api.example.com/login -a ann:s3cret --session work name=Ann age:=42
          restchain get example.com/old -F --max-redirects 3 -p Hh
          restchain https://dev.internal:8443/health --cacert dev-ca.pem      (or -k for a test server)
          restchain get example.com/big.iso > big.iso
          restchain get http://docker/v1.43/containers/json --unix-socket /var/run/docker.sock
          restchain post :8080/api/items name=x --curl      (the curl command line, nothing sent)
        Built on:
          let api = try RESTClient(baseURL: "https://api.example.com")
          let response = try await api.get("users").query(key: "id", value: "2").setting(header: "Accept", to: "application/json")
              .timeout(5).response()
        """
}
