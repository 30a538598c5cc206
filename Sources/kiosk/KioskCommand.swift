import Glibc
import KioskUI

/// `kiosk`: reads its command line with the package's own reader (KioskUICore/CommandLine), runs
/// the subcommand it names (`run` when it names none: `kiosk FILE`) and exits with its code. A
/// command line that cannot be used exits with `ExitStatus.usage` (2), the message and the usage
/// line on stderr.
@main
enum KioskCommand {
    static let subcommands = [RunCommand.subcommand, CheckCommand.subcommand, SchemaCommand.subcommand,
                              BenchCommand.subcommand, VersionCommand.subcommand, FleetCommand.subcommand]

    static let program = CommandDescription(
        name: "kiosk",
        abstract: "A touch-first widget runtime for kiosks and embedded panels, drawn with SDL2.",
        discussion: "Exit status: 0 ok, 1 failure while running, 2 bad command line, 3 unusable screen, script, font or commands file, 4 no display (docs/reliability.md).",
        showsVersion: true,
        subcommands: subcommands.map(\.description),
        defaultSubcommand: 0
    )

    static func main() {
        Kiosk.markStartup()
        exit(run(program, subcommands, name: "kiosk", words: Array(CommandLine.arguments.dropFirst())))
    }

    /// Reads `words` against `program` and runs the subcommand they name; one with subcommands of
    /// its own (`kiosk fleet status`) has the rest of the words read against those.
    static func run(_ program: CommandDescription, _ subcommands: [Subcommand], name: String, words: [String]) -> Int32 {
        var words = words
        if let first = words.first, let i = program.subcommand(first) {
            if !subcommands[i].actions.isEmpty {
                return run(subcommands[i].description, subcommands[i].actions, name: "\(name) \(first)", words: Array(words.dropFirst()))
            }
            let short = subcommands[i].shortOptions
            let end = words.firstIndex(of: "--") ?? words.endIndex
            for j in words.indices where j < end { words[j] = short[words[j]] ?? words[j] }
        }
        let reader = CommandLineReader(program, name: name)
        let code: Int32
        do throws(CommandLineUsageError) {
            switch try reader.read(words) {
            case let .parsed(parsed, subcommand):
                let command = subcommands[subcommand ?? 0]
                do {
                    code = try command.run(parsed)
                } catch {
                    throw reader.usageError(error, command: command.description, path: "\(name) \(command.description.name)")
                }
            case let .help(text):
                print(text)
                code = ExitStatus.ok.rawValue
            case .version:
                print(Kiosk.version)
                code = ExitStatus.ok.rawValue
            }
        } catch {
            let message = "Error: \(error.message)\n"
            _ = message.withCString { Glibc.write(2, $0, strlen($0)) }
            code = ExitStatus.usage.rawValue
        }
        return code
    }
}
