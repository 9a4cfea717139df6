// Program: restchain's entry — finds the command, runs it, and turns how it ended into an exit status.
import Foundation
import RESTChain

/// The `restchain` command-line tool: `Program.start(arguments:)` is all its `main.swift` does.
public enum Program {
    /// The version `restchain --version` prints.
    public static let version = "0.1.0"

    /// Runs the command line `arguments` (without the program's name) and exits with its status.
    ///
    /// `--version` and `--help` answer before anything else starts. Every other command runs in a task that
    /// Ctrl-C cancels (exit status 130).
    public static func start(arguments: [String]) -> Never {
        if arguments == ["--version"] || arguments == ["-V"] {
            Console.writeOutput("restchain \(version)\n")
            exit(ExitStatus.success)
        }
        let environment = ProcessInfo.processInfo.environment
        let console = Console(environment: environment)
        if arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"] {
            console.write(CommandCatalog.overview)
            exit(ExitStatus.success)
        }
        let interruption = Interruption()
        let work = Task { await run(arguments, environment: environment, console: console) }
        interruption.install { work.cancel() }
        Task {
            var status = await work.value
            if interruption.wasInterrupted {
                console.writeError("restchain: interrupted\n")
                status = ExitStatus.interrupted
            }
            exit(status)
        }
        dispatchMain()
    }

    /// Runs `arguments` and returns the exit status, having printed any error as one line on standard error.
    static func run(_ arguments: [String], environment: [String: String], console: Console) async -> Int32 {
        var hint: @Sendable (RESTError) -> String? = { _ in nil }
        do {
            let (command, words) = try CommandCatalog.resolve(arguments)
            let parsed: ParsedArguments
            do {
                parsed = try ArgumentParser.parse(words, options: command.acceptedOptions)
            } catch var error {
                error.usage = command.usage
                throw error
            }
            if parsed.has("--help") {
                console.write(command.help)
                return ExitStatus.success
            }
            hint = { error in command.hint(error, parsed) }
            let invocation = Invocation(
                command: command, arguments: parsed, environment: environment, console: console)
            do {
                try await command.run(invocation)
            } catch var error as UsageError {
                error.usage = error.usage ?? command.usage
                throw error
            }
            return ExitStatus.success
        } catch let error as UsageError {
            var text = "restchain: \(error.message)\n"
            if let usage = error.usage { text += usage + "\n" }
            console.writeError(text + "Run 'restchain --help' for every command.\n")
            return ExitStatus.usage
        } catch let error as RESTError {
            if case .cancelled = error { return ExitStatus.interrupted }
            let advice = hint(error).map { " (\($0))" } ?? Self.hint(for: error)
            console.writeError("restchain: \(Self.line(for: error))\(advice)\n")
            return ExitStatus.of(error)
        } catch let failure as CommandFailure {
            console.writeError("restchain: \(failure)\n")
            return failure.status
        } catch is CancellationError {
            return ExitStatus.interrupted
        } catch {
            console.writeError("restchain: \(error)\n")
            return ExitStatus.failure
        }
    }

    /// `error`'s one line, without the library's advice where the command line has its own: a size refusal names
    /// the limit, and the command's hint says how to raise it (`--max-size`), not the Swift API.
    static func line(for error: RESTError) -> String {
        guard case .responseTooLarge(let limit, let url) = error else { return Redactor.redact(error.description) }
        return "The response from \(Redactor.redact(url: url)) is larger than the limit of \(limit) bytes"
    }

    /// A few words on what to do about `error`, when there is something to say.
    static func hint(for error: RESTError) -> String {
        guard case .transport(let failure) = error, failure.code == .cannotConnectToHost else { return "" }
        let host = failure.failingURL.flatMap { url in url.host.map { $0 + (url.port.map { ":\($0)" } ?? "") } }
        return " (connection refused: is a server listening on \(host ?? "that address")?)"
    }
}
