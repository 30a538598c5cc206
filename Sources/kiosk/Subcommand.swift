import KioskUI

/// A subcommand of `kiosk`: its declarations (name, help, arguments, options) and what it does
/// with a command line read against them. It returns the exit code, or throws a
/// `CommandLineError` for values its declarations cannot check (`kiosk bench --frames 0`).
struct Subcommand: Sendable {
    let description: CommandDescription
    let run: @Sendable (ParsedCommandLine) throws(CommandLineError) -> Int32
    /// Short spellings read as the long option they stand for (`-o` for `--output`).
    var shortOptions: [String: String] = [:]
    /// Subcommands of its own (`kiosk fleet status`): the words after its name are read against
    /// them, and `run` is not called.
    var actions: [Subcommand] = []
}
