// The restchain command: hands its arguments to RESTChainCommands, which runs them and exits.
import RESTChainCommands

Program.start(arguments: Array(CommandLine.arguments.dropFirst()))
