// ArgumentParser: values in both spellings, repeats, flags, `--`, and the usage errors for bad command lines.
import Testing

@testable import RESTChainCommands

struct ArgumentParserTests {
    let options: [OptionSpec] = [
        .value("--header", short: "-H", "name:value", "A header."),
        .flag("--json", "JSON."),
        .value("--page", "N", "A page."),
    ]

    @Test func `values come from --name value, --name=value and the short name, in order`() throws {
        let parsed = try ArgumentParser.parse(
            ["URL", "-H", "A:1", "--header=B:2", "--header", "C:3", "--json"], options: options)
        #expect(parsed.positionals == ["URL"])
        #expect(parsed.all("--header") == ["A:1", "B:2", "C:3"])
        #expect(parsed.value("--header") == "C:3")
        #expect(parsed.has("--json"))
        #expect(!parsed.has("--page"))
    }

    @Test func `a short option's value may follow an equals sign, as argparse reads -p=hb`() throws {
        let parsed = try ArgumentParser.parse(["-H=A:1", "-HB:2"], options: options)
        #expect(parsed.all("--header") == ["A:1", "B:2"])
    }

    @Test func `a method in capitals or a bare URL selects an HTTP command, as in HTTPie`() throws {
        #expect(try CommandCatalog.resolve(["GET", "example.com"]).0.name == "get")
        #expect(try CommandCatalog.resolve(["Options", ":8080/x"]).0.name == "options")
        let (bare, rest) = try CommandCatalog.resolve(["example.com/x", "-v"])
        #expect(bare.name == "get" && rest == ["example.com/x", "-v"])
        #expect(try CommandCatalog.resolve([":8080/items", "name=x", "-H", "A:1"]).0.name == "post")
        #expect(try CommandCatalog.resolve(["https://a.test", "page==2"]).0.name == "get")
        #expect(try CommandCatalog.resolve(["127.0.0.1:9/x"]).0.name == "get")
        #expect(try CommandCatalog.resolve(["localhost"]).0.name == "get")
        for word in ["frobnicate", "gw", "FROB", "-v", "a."] {
            #expect(throws: UsageError.self) { try CommandCatalog.resolve([word]) }
        }
    }

    @Test func `words after -- and a lone dash are positionals`() throws {
        let parsed = try ArgumentParser.parse(["-", "--", "--json", "-H"], options: options)
        #expect(parsed.positionals == ["-", "--json", "-H"])
        #expect(parsed.flags.isEmpty)
    }

    @Test func `a negative number is a value, not an option`() throws {
        let parsed = try ArgumentParser.parse(["--page", "-1", "-5"], options: options)
        #expect(parsed.value("--page") == "-1")
        #expect(parsed.positionals == ["-5"])
        #expect(throws: UsageError.self) { try parsed.integer("--page", in: 1...10) }
    }

    @Test(arguments: [
        (["--colour"], "unknown option --colour"),
        (["--page"], "--page needs a value (N)"),
        (["--json=yes"], "--json takes no value"),
    ])
    func `a bad command line is a usage error naming the problem`(words: [String], message: String) {
        #expect(throws: UsageError(message)) { try ArgumentParser.parse(words, options: options) }
    }

    @Test func `an integer out of range names the option and the range`() throws {
        let parsed = try ArgumentParser.parse(["--page", "0"], options: options)
        #expect(throws: UsageError("--page takes a whole number from 1, not '0'")) {
            try parsed.integer("--page", in: 1...100)
        }
    }

    @Test func `the catalogue resolves the longest command and refuses unknown ones`() throws {
        let (command, rest) = try CommandCatalog.resolve(["wp", "posts", "--all"])
        #expect(command.name == "wp posts")
        #expect(rest == ["--all"])
        #expect(throws: UsageError.self) { try CommandCatalog.resolve(["wp", "nothing"]) }
        #expect(throws: UsageError.self) { try CommandCatalog.resolve(["frobnicate"]) }
        #expect(throws: UsageError.self) { try CommandCatalog.resolve([]) }
    }

    @Test func `every command has a distinct name, a summary and a usage line`() {
        let names = CommandCatalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        for command in CommandCatalog.all {
            #expect(!command.summary.isEmpty)
            #expect(command.help.contains(command.usage))
        }
    }
}
