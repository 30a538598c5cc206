import KioskUI

/// A subcommand of `kiosk`: its declarations (name, help, arguments, options) and what it does
/// with a command line read against them. It returns the exit code, or throws a
/// `CommandLineError` for values its declarations cannot check (`kiosk bench --frames 0`).
struct Subcommand: Sendable {
    let description: CommandDescription
    let run: @Sendable (ParsedCommandLine) throws(CommandLineError) -> Int32
}
