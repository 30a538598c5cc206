import KioskUI

/// `kiosk run`: shows a screen on a display, or headless; replays and records input scripts.
enum RunCommand {
    static let screen = CommandArgument("screen", help: "A screen file (YAML or JSON); without one, the demo (assets/screens/demo.yaml).")

    /// Checks the options as a run would, then exits without opening a display (the service's
    /// launcher, packaging/kiosk-session, asks before it starts cage).
    static let checkOptions = CommandOption("check-options", .flag, help: "Check the options and the screen file as a run would, then exit (0 when it would start) without opening a display; the package's launcher asks this before it starts cage.")

    /// The run options an app's own executable shares (`RunArguments.all`), then `--check-options`.
    static let subcommand = Subcommand(
        description: CommandDescription(
            name: "run",
            abstract: "Run the kiosk on a screen file (or the built-in demo).",
            discussion: "Screen files: docs/screens.md. Scripts, commands and events are JSON lines: docs/scripting.md.",
            arguments: [screen],
            options: RunArguments.all + [checkOptions],
            showsVersion: true
        ),
        run: run
    )

    static func run(_ parsed: ParsedCommandLine) -> Int32 {
        Kiosk.exitCode {
            var options = try RunArguments(parsed).options()
            options.screenPath = parsed.arguments.first
            if parsed.flag(checkOptions) {
                try MainActor.assumeIsolated { try Kiosk.checkOptions(options) }
                return ExitStatus.ok.rawValue
            }
            return try MainActor.assumeIsolated { try Kiosk.run(options) }
        }
    }
}
