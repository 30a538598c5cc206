import Glibc
import KioskUI

/// `kiosk`: reads its command line with the package's own reader (KioskUICore/CommandLine), runs
/// the subcommand it names (`run` when it names none: `kiosk FILE`) and exits with its code. A
/// command line that cannot be used exits with `ExitStatus.usage` (2), the message and the usage
/// line on stderr.
@main
enum KioskCommand {
    static let subcommands = [RunCommand.subcommand, CheckCommand.subcommand, SchemaCommand.subcommand,
                              BenchCommand.subcommand, BundleCommand.subcommand, FleetCommand.subcommand, ServicePINCommand.subcommand,
                              VersionCommand.subcommand]

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
        let reader = CommandLineReader(program, name: "kiosk")
        let code: Int32
        do throws(CommandLineUsageError) {
            switch try reader.read(Array(CommandLine.arguments.dropFirst())) {
            case let .parsed(parsed, subcommand):
                let command = subcommands[subcommand ?? 0]
                do {
                    code = try command.run(parsed)
                } catch {
                    // A subcommand of a subcommand (`kiosk bundle make`) is named with both words.
                    let nested = parsed.command.name == command.description.name ? "" : " " + parsed.command.name
                    throw reader.usageError(error, command: parsed.command, path: "kiosk \(command.description.name)\(nested)")
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
        exit(code)
    }
}
