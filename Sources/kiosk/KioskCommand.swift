import ArgumentParser
import Glibc
import KioskUI

@main
struct KioskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "A touch-first widget runtime for kiosks and embedded panels, drawn with SDL2.",
        discussion: "Exit status: 0 ok, 1 failure while running, 2 bad command line, 3 unusable screen, script, font or commands file, 4 no display (docs/reliability.md).",
        version: Kiosk.version,
        subcommands: [RunCommand.self, CheckCommand.self, SchemaCommand.self, BenchCommand.self, VersionCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Parses and runs like ArgumentParser's own `main`, but a command line it cannot parse exits
    /// with `ExitStatus.usage` (2), as every other bad option does, instead of 64.
    static func main() {
        Kiosk.markStartup()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                let message = fullMessage(for: error) + "\n"
                _ = message.withCString { Glibc.write(2, $0, strlen($0)) }
                Glibc.exit(ExitStatus.usage.rawValue)
            }
            exit(withError: error)
        }
    }
}
